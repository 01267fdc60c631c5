import type { Notification } from '@gamefolk/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/client';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { NotificationMenu } from './NotificationMenu';

vi.mock('../../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

const base: Notification = {
  id: 0,
  type: 'followed',
  read: false,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  related_parameter: 3,
  content: 3,
  extra_parameter: 1,
  actor: { id: 3, username: 'can', fullname: 'Can Demir', photoUrl: null },
  post: null,
  organization: null,
  request_status: null,
  subject: null,
};
const list: Notification[] = [
  { ...base, id: 1, read: true, updated_at: '2026-01-03T10:00:00.000Z' },
  { ...base, id: 2, updated_at: '2026-01-02T10:00:00.000Z' },
  { ...base, id: 3, updated_at: '2026-01-01T10:00:00.000Z' },
];

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 't');
  mockedCall.mockReset();
  // The server's list: read once readNotifications has been called (the client asks again after marking).
  let read = false;
  mockedCall.mockImplementation(((action: string) => {
    if (action === 'readNotifications') read = true;
    return Promise.resolve(
      action === 'getNotifications'
        ? list.map((item) => ({ ...item, read: item.read || read }))
        : action === 'readNotifications'
          ? { unread: 0 }
          : [],
    );
  }) as never);
});

describe('NotificationMenu', () => {
  it('counts unread on the bell and, on opening, reads everything up to the latest-updated unread one', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotificationMenu />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(mockedCall).toHaveBeenCalledWith('readNotifications', { id: 2 });
    // A watermark, not one per visit: the older unread one is read too.
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(await screen.findAllByTestId('notification-row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('shows how a connection request was answered, wherever it was answered', async () => {
    const requests: Notification[] = [
      { ...base, id: 4, type: 'request', request_status: 'approved', read: true },
      { ...base, id: 5, type: 'request', request_status: 'rejected', read: true },
      { ...base, id: 6, type: 'request', request_status: 'sent', read: true },
    ];
    mockedCall.mockImplementation(((action: string) =>
      Promise.resolve(action === 'getNotifications' ? requests : [])) as never);
    const user = userEvent.setup();
    renderWithApp(<NotificationMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findAllByTestId('notification-row');
    expect(screen.getAllByTestId('request-status').map((node) => node.textContent)).toEqual(['Approved', 'Rejected']);
  });

  it('marks everything read from the panel', async () => {
    // Opening could not mark them (say, offline), so they are still unread when the user asks.
    let readAll = false;
    mockedCall.mockImplementation(((action: string, input?: { id?: number }) => {
      if (action === 'getNotifications')
        return Promise.resolve(list.map((item) => ({ ...item, read: item.read || readAll })));
      if (action !== 'readNotifications') return Promise.resolve([]);
      if (input?.id) return Promise.reject(new Error('offline'));
      readAll = true;
      return Promise.resolve({ unread: 0 });
    }) as never);
    const user = userEvent.setup();
    renderWithApp(<NotificationMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(mockedCall).toHaveBeenCalledWith('readNotifications', {});
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));
  });

  it('is 400 px wide for notifications and 380 px for connection requests, as the spec draws them', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotificationMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    // Mantine writes the width in rem at the default scale: calc(25rem * var(--mantine-scale)).
    const px = () => {
      const width = screen.getByRole('tablist').closest<HTMLElement>('.mantine-Popover-dropdown')!.style.width;
      return Number(/([\d.]+)rem/.exec(width)?.[1]) * 16;
    };
    await waitFor(() => expect(px()).toBe(400));
    await user.click(screen.getByRole('tab', { name: /Requests/ }));
    await waitFor(() => expect(px()).toBe(380));
  });
});
