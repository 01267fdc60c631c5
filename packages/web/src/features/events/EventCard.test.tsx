import type { GameEvent } from '@gamefolk/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { EventCard } from './EventCard';
import { EventDetails } from './EventPage';

beforeAll(initTestI18n);

const event = (status: GameEvent['me']['status']): GameEvent => ({
  id: 7,
  name: 'Friday cup',
  description: '',
  owner: { id: 1, username: 'ayse', fullname: 'Ayşe Yılmaz', photoUrl: null },
  organization: null,
  game: null,
  startsAt: '2030-01-11T18:00:00Z',
  endsAt: null,
  kind: 'online',
  category: 'tournament',
  location: 'https://twitch.tv/gamefolk',
  tags: [],
  capacity: 1,
  counts: { going: 1, interested: 0, notGoing: 0, waiting: 1 },
  me: { status, canEdit: false },
  created_at: '2029-12-01T10:00:00Z',
});

describe('EventCard', () => {
  it("shows the viewer's own answer, waiting included, and nothing for not going or no answer", () => {
    const { unmount } = renderWithApp(<EventCard event={event('waiting')} />);
    expect(screen.getByText('On the waiting list')).toBeTruthy();
    unmount();
    const going = renderWithApp(<EventCard event={event('going')} />);
    expect(screen.getByText("You're going")).toBeTruthy();
    going.unmount();
    for (const status of ['notGoing', null] as const) {
      const view = renderWithApp(<EventCard event={event(status)} />);
      expect(screen.queryByText(/waiting list|You're going|Interested/)).toBeNull();
      view.unmount();
    }
  });
});

describe('EventDetails', () => {
  it('shows a waiting player their ask outlined, not filled in as going', () => {
    const waiting = renderWithApp(<EventDetails event={event('waiting')} />);
    const going = screen.getByRole('button', { name: 'Going (1)' });
    expect(going.getAttribute('data-variant')).toBe('outline');
    expect(going.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText("You're on the waiting list.")).toBeTruthy();
    waiting.unmount();
    renderWithApp(<EventDetails event={event('going')} />);
    expect(screen.getByRole('button', { name: 'Going (1)' }).getAttribute('data-variant')).toBe('filled');
  });

  it("says a waiting player's place in line when the event's answer gives it", () => {
    const third = event('waiting');
    renderWithApp(<EventDetails event={{ ...third, me: { ...third.me, place: 3 } }} />);
    expect(screen.getByText("You're number 3 on the waiting list.")).toBeTruthy();
  });
});
