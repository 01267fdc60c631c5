import type { Lobby } from '@gamefolk/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { LobbyCard } from './LobbyCard';

beforeAll(initTestI18n);

const lobby = (me: Lobby['me']): Lobby => ({
  id: 3,
  game: { id: 1, name: 'Valorant', slug: 'valorant', icon: '' },
  server: 'EU',
  minLevel: null,
  rank: null,
  role: null,
  minMembers: 2,
  maxMembers: 5,
  memberCount: 1,
  description: 'Ranked evenings',
  type: 'individual',
  status: 'open',
  owner: { id: 1, username: 'ayse', fullname: 'Ayşe Yılmaz', photoUrl: null },
  ownerVerifiedRank: null,
  created_at: '2029-12-01T10:00:00Z',
  me,
});
const applied = (status: 'pending' | 'approved' | 'rejected' | 'removed') => ({
  isOwner: false,
  application: { id: 9, status },
});

describe('LobbyCard', () => {
  it("shows the viewer's place: their own lobby, an application waiting, accepted or declined", () => {
    for (const [me, text] of [
      [{ isOwner: true, application: null }, 'Your lobby'],
      [applied('pending'), 'Applied'],
      [applied('approved'), "You're in"],
      [applied('rejected'), 'Declined'],
    ] as const) {
      const view = renderWithApp(<LobbyCard lobby={lobby(me)} />);
      expect(screen.getByText(text)).toBeTruthy();
      view.unmount();
    }
  });

  it('shows nothing of the kind to a stranger, or after a removal', () => {
    for (const me of [{ isOwner: false, application: null }, applied('removed')]) {
      const view = renderWithApp(<LobbyCard lobby={lobby(me)} />);
      expect(screen.queryByText(/Your lobby|Applied|You're in|Declined/)).toBeNull();
      view.unmount();
    }
  });
});
