import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { RequestList } from './RequestList';

vi.mock('../../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);
const request = {
  request_id: 9,
  status: 'sent',
  follower_user_id: 4,
  username: 'mert',
  fullname: 'Mert Kaya',
  photoUrl: null,
  created_at: new Date().toISOString(),
};

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
beforeEach(() => localStorage.setItem('access_token', 't'));
afterEach(() => vi.restoreAllMocks());

function answering(result: () => Promise<unknown>) {
  mockedCall.mockReset();
  mockedCall.mockImplementation(((action: string) =>
    action === 'answerRequest' ? result() : Promise.resolve([request])) as never);
}

describe('RequestList', () => {
  it('approves with status 1 and says connectionApproved', async () => {
    answering(() => Promise.resolve({ request_id: 9, status: 'approved' }));
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const user = userEvent.setup();
    renderWithApp(<RequestList />);
    await user.click(await screen.findByRole('button', { name: "Approve Mert Kaya's request" }));
    expect(mockedCall).toHaveBeenCalledWith('answerRequest', { request_id: 9, status: 1 });
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Connection approved' })));
  });

  it('shows unknownError when the answer is refused', async () => {
    answering(() => Promise.reject(new ApiError('connectionNotPossible', 'no', 400)));
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const user = userEvent.setup();
    renderWithApp(<RequestList />);
    await user.click(await screen.findByRole('button', { name: "Reject Mert Kaya's request" }));
    expect(mockedCall).toHaveBeenCalledWith('answerRequest', { request_id: 9, status: 2 });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Something went wrong...' })),
    );
  });

  it('shows the empty state without requests', async () => {
    mockedCall.mockReset();
    mockedCall.mockResolvedValue([] as never);
    renderWithApp(<RequestList />);
    expect(await screen.findByText('No connection requests')).toBeInTheDocument();
  });
});
