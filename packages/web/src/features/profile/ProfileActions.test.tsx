import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { connectionActions, toConnectionState } from '../graph/connection-state';
import { ProfileActions } from './ProfileActions';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

const me = { id: 1, username: 'me', manager: false };

function serve(check: { state: string; request_id: number | null }, extra: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    user: me,
    getUserFollowers: { followers: [1, 3], following: [4], isFollowing: true },
    getUserConnections: { userIds: [], count: 0 },
    checkRequest: check,
    ...extra,
  };
  mockedCall.mockImplementation(((action: string) => Promise.resolve(answers[action] ?? {})) as never);
}

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
  localStorage.setItem('access_token', 't');
});

describe('connection state', () => {
  it('keeps a request id exactly where a request exists, and offers what each state allows', () => {
    expect(toConnectionState({ state: 'none', request_id: null })).toEqual({ kind: 'none' });
    expect(toConnectionState({ state: 'received', request_id: 4 })).toEqual({ kind: 'received', requestId: 4 });
    expect(connectionActions({ kind: 'none' })).toEqual(['connect']);
    expect(connectionActions({ kind: 'sent', requestId: 1 })).toEqual(['cancel']);
    expect(connectionActions({ kind: 'received', requestId: 1 })).toEqual(['accept', 'reject']);
    expect(connectionActions({ kind: 'connected', requestId: 1 })).toEqual(['remove']);
  });
});

describe('ProfileActions', () => {
  it('shows counts, following state, and sends a connection request', async () => {
    serve({ state: 'none', request_id: null });
    const user = userEvent.setup();
    renderWithApp(<ProfileActions userId={2} username="ayse" />);
    expect(await screen.findByRole('button', { name: '2 followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 following' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages?user=ayse');

    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(mockedCall).toHaveBeenCalledWith('connectionRequest', { userId: 2 });
  });

  it('cancels a sent request by its id', async () => {
    serve({ state: 'sent', request_id: 12 });
    const user = userEvent.setup();
    renderWithApp(<ProfileActions userId={2} username="ayse" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(mockedCall).toHaveBeenCalledWith('cancelRequest', { request_id: 12 });
  });

  it('accepts a received request with status 1', async () => {
    serve({ state: 'received', request_id: 13 });
    const user = userEvent.setup();
    renderWithApp(<ProfileActions userId={2} username="ayse" />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(mockedCall).toHaveBeenCalledWith('answerRequest', { request_id: 13, status: 1 });
  });

  it('says what a block means instead of offering actions that would fail, and lets the blocker lift it', async () => {
    serve({ state: 'none', request_id: null }, { unblockUser: { blocked: false } });
    const user = userEvent.setup();
    const mine = renderWithApp(<ProfileActions userId={2} username="ayse" block="mine" />);
    expect(await screen.findByText(/You blocked @ayse\. They can't follow you/)).toBeInTheDocument();
    for (const name of ['Follow', 'Following', 'Connect']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(mockedCall).toHaveBeenCalledWith('unblockUser', { blocked_user_id: 2 });
    mine.unmount();

    renderWithApp(<ProfileActions userId={2} username="ayse" block="theirs" />);
    expect(await screen.findByText("You can't follow, connect with or message @ayse.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });

  it('blocks only after confirming', async () => {
    serve({ state: 'connected', request_id: 14 }, { blockuser: { blocked: true } });
    const user = userEvent.setup();
    const { router } = renderWithApp(<ProfileActions userId={2} username="ayse" />, {
      routes: [{ path: '/feed', element: <p>feed</p> }],
    });
    expect(await screen.findByRole('button', { name: 'Connected' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    expect(mockedCall).not.toHaveBeenCalledWith('blockuser', expect.anything());
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    expect(mockedCall).toHaveBeenCalledWith('blockuser', { blocked_user_id: 2 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
  });

  it('offers no actions on your own profile', async () => {
    serve({ state: 'none', request_id: null });
    renderWithApp(<ProfileActions userId={1} username="me" />);
    expect(await screen.findByRole('button', { name: '2 followers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});
