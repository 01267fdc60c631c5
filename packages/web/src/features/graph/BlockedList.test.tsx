import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { BlockedList } from './BlockedList';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);
const blocked = [{ id: 5, username: 'troll', fullname: 'Tr Oll', photoUrl: null, blocked_user_id: 5 }];

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

describe('BlockedList', () => {
  it('unblocks and drops the row', async () => {
    let rows = blocked;
    mockedCall.mockImplementation(((action: string) => {
      if (action === 'userBlocks') return Promise.resolve(rows);
      rows = [];
      return Promise.resolve({ blocked: false });
    }) as never);
    const user = userEvent.setup();
    renderWithApp(<BlockedList />);
    await user.click(await screen.findByRole('button', { name: 'Unblock @troll' }));
    expect(mockedCall).toHaveBeenCalledWith('unblockUser', { blocked_user_id: 5 });
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('says "Unblock failed" whatever went wrong', async () => {
    mockedCall.mockImplementation(((action: string) =>
      action === 'userBlocks'
        ? Promise.resolve(blocked)
        : Promise.reject(new ApiError('internalError', '', 500))) as never);
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const user = userEvent.setup();
    renderWithApp(<BlockedList />);
    await user.click(await screen.findByRole('button', { name: 'Unblock @troll' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unblock failed' })));
  });
});
