import type { LobbyApplication, LobbyDetail } from '@gamefolk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerActions } from '../../test/server-answers';
import { initTestI18n, renderWithApp } from '../../test/render';
import { ApplicationList } from './ApplicationList';

beforeAll(initTestI18n);
afterEach(() => vi.unstubAllGlobals());

const application = (id: number, status: LobbyApplication['status'], username: string): LobbyApplication => ({
  id,
  lobbyId: 3,
  status,
  description: '',
  applicant: { id: id + 100, username, fullname: username, photoUrl: null },
  organization: null,
  verifiedRank: null,
  created_at: '2029-12-01T10:00:00Z',
  updated_at: '2029-12-01T10:00:00Z',
});

describe('ApplicationList', () => {
  it('offers "Let apply again" for a member the owner removed, and only for them', async () => {
    const readmitted: unknown[] = [];
    answerActions({
      getLobbyApplications: [application(1, 'pending', 'waiting'), application(2, 'removed', 'rude')],
      readmitLobbyMember: (payload: unknown) => (readmitted.push(payload), { readmitted: true }),
    });
    renderWithApp(<ApplicationList lobby={{ id: 3 } as LobbyDetail} />);
    const again = await screen.findAllByRole('button', { name: 'Let apply again' });
    expect(again).toHaveLength(1);
    expect(screen.getByText('removed')).toBeInTheDocument();
    fireEvent.click(again[0]!);
    await waitFor(() => expect(readmitted).toEqual([{ id: 2 }]));
  });
});
