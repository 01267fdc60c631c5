import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { CategoryMatchPage } from './CategoryPage';

type Answer = { status: number; body: unknown };
let answers: Record<string, (payload: Record<string, unknown>) => Answer>;
const requests: { action: string; payload: Record<string, unknown> }[] = [];
const ok = (data: unknown): Answer => ({ status: 202, body: { data } });

const items = ['Apple', 'Pear', 'Plum', 'Red', 'Blue', 'Green', 'Oak', 'Pine', 'Elm'];
const groups = [
  { label: 'Fruits', items: ['Apple', 'Pear', 'Plum'] },
  { label: 'Colours', items: ['Red', 'Blue', 'Green'] },
  { label: 'Trees', items: ['Oak', 'Pine', 'Elm'] },
];
let progress: Record<string, unknown>;

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 'tok');
  requests.length = 0;
  progress = {
    kind: 'category',
    status: 'playing',
    guesses: [],
    hints: [],
    found: [],
    categoryHints: [],
    mistakesLeft: 3,
    hintsLeft: 2,
  };
  answers = {
    todaysCategories: () => ok({ id: 7, date: '2026-11-27', language: 'en', items, maxMistakes: 3, hints: 2 }),
    puzzleProgress: () => ok(progress),
    puzzleStats: () => ok({ played: 0, solved: 0, streak: 0, best: 0, distribution: [] }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { action, payload } = JSON.parse(String(init.body)) as { action: string; payload: Record<string, unknown> };
      requests.push({ action, payload });
      const answer = answers[action]?.(payload) ?? { status: 500, body: {} };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** What a sighted player reads: the screen-reader-only announcer left out. */
const visible = (text: string) => screen.queryAllByText(text).filter((el) => !el.closest('[data-testid="announcer"]'));

describe('CategoryMatchPage', { timeout: 40_000 }, () => {
  it('says a mistake, the mistakes left and a hint once each, the hint not in success green', async () => {
    const ui = userEvent.setup();
    renderWithApp(<CategoryMatchPage />);
    for (const item of ['Apple', 'Red', 'Oak'])
      await ui.click(await screen.findByRole('button', { name: item }, { timeout: 15_000 }));
    answers.checkCategory = () => {
      progress = { ...progress, mistakesLeft: 2 };
      return ok({ correct: false, mistakesLeft: 2, solved: false });
    };
    await ui.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('These items are not related. Try again!', {}, { timeout: 10_000 });
    await screen.findByText('2 mistakes left', {}, { timeout: 10_000 });
    expect(visible('These items are not related. Try again!')).toHaveLength(1);
    expect(visible('2 mistakes left')).toHaveLength(1);
    expect(screen.queryByText(/Try again! 2 mistakes left/, { ignore: '[data-testid="announcer"]' })).toBeNull();

    answers.hintCategory = () => {
      progress = { ...progress, hintsLeft: 1, categoryHints: [{ label: 'Fruits', item: 'Apple' }] };
      return ok({ label: 'Fruits', item: 'Apple', hintsLeft: 1 });
    };
    await ui.click(screen.getByRole('button', { name: /Hint/ }));
    const hint = 'Hint: Apple belongs to “Fruits”.';
    await waitFor(() => expect(visible(hint).length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(visible(hint)).toHaveLength(1);
    // The hint is not a success: it is not drawn in the green of "Right!".
    expect(visible(hint)[0]!.getAttribute('style') ?? '').not.toMatch(/green/);
    expect(screen.getByTestId('announcer')).toHaveTextContent(hint);
  });

  it('turns the hint button off once no hint is left, instead of offering "0 left"', async () => {
    progress = { ...progress, hintsLeft: 0 };
    renderWithApp(<CategoryMatchPage />);
    const button = await screen.findByRole('button', { name: 'Hint (0 left)' }, { timeout: 15_000 });
    expect(button).toBeDisabled();
  });

  it('shows the result once, and copies or posts it without naming a group or an item', async () => {
    progress = { ...progress, status: 'solved', found: groups, groups, mistakesLeft: 2, hintsLeft: 2, points: 25 };
    answers.post = () => ok({ id: 1 });
    const show = vi.spyOn(notifications, 'show');
    const ui = userEvent.setup();
    renderWithApp(<CategoryMatchPage />);
    await ui.click(await screen.findByRole('button', { name: 'Copy result' }, { timeout: 15_000 }));
    const day = String(requests.find((r) => r.action === 'todaysCategories')?.payload.date);
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(`Gamefolk category match ${day} 3/3\n\n🟩🟩🟩\n❌`);
    for (const word of [...items, ...groups.map((g) => g.label)]) expect(copied).not.toContain(word);
    expect(visible('All groups found!')).toHaveLength(1);

    await ui.click(screen.getByRole('button', { name: 'Share as a post' }));
    await waitFor(
      () => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your result is posted.' })),
      {
        timeout: 10_000,
      },
    );
    expect(requests.find((r) => r.action === 'post')?.payload.content).toBe(
      `<p>Gamefolk category match ${day} 3/3<br><br>🟩🟩🟩<br>❌</p>`,
    );
  });
});
