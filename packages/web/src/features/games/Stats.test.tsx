import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { answerActions } from '../../test/server-answers';
import { WordStats } from './Stats';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 'tok');
  answerActions({
    puzzleStats: { played: 4, solved: 4, streak: 2, best: 3, distribution: [1, 3, 0, 0, 0, 0] },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('WordStats', () => {
  it('says each row of the guess distribution in good grammar to a screen reader: one guess, one time', async () => {
    renderWithApp(<WordStats day="2026-12-02" />);
    expect(await screen.findByLabelText('Solved in 1 guess: 1 time')).toBeTruthy();
    expect(screen.getByLabelText('Solved in 2 guesses: 3 times')).toBeTruthy();
    expect(screen.getByLabelText('Solved in 3 guesses: 0 times')).toBeTruthy();
  });
});
