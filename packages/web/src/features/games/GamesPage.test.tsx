import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { answerActions } from '../../test/server-answers';
import { GamesPage } from './GamesPage';

const answers: Record<string, unknown> = {
  user: { id: 1, username: 'deniz', manager: false },
  todaysPuzzle: { id: 11, date: '2026-12-02', language: 'en', length: 5, maxGuesses: 6, hints: 1 },
  todaysCategories: { id: 12, date: '2026-12-02', language: 'en', items: [], maxMistakes: 4, hints: 2 },
  puzzleStats: { played: 3, solved: 3, currentStreak: 3, maxStreak: 3, distribution: [] },
  puzzleLeaderboards: [],
  getQuestsWithCompletedCount: [],
};
let progress: Record<number, string>;

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 'tok');
  answerActions({
    ...answers,
    puzzleProgress: (payload: { puzzle_id?: number }) => ({
      status: progress[payload.puzzle_id!] ?? 'new',
      guesses: [],
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('GamesPage', () => {
  it("offers today's result, not another play, once a puzzle is over; Play where it has not started", async () => {
    progress = { 11: 'solved', 12: 'new' };
    renderWithApp(<GamesPage />);
    const solved = await screen.findByRole('link', { name: 'Solved · See result' });
    expect(solved.getAttribute('href')).toBe('/games/daily-puzzle');
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/games/category');
  });
});
