import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { answerActions } from '../../test/server-answers';
import { Leaderboard } from './Leaderboard';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 'tok');
  answerActions({
    puzzleLeaderboards: [{ userId: 4, username: 'ayse_k', fullname: 'Ayşe Kaya', photoUrl: null, point: 120 }],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Leaderboard', () => {
  it("links a player's name to their profile page, not to a page that does not exist", async () => {
    renderWithApp(<Leaderboard boardKey="word" />);
    const name = await screen.findByRole('link', { name: 'Ayşe Kaya' });
    expect(name.getAttribute('href')).toBe('/profile/ayse_k');
  });
});
