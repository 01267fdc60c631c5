import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { answerActions } from '../../test/server-answers';
import { ManageGames } from './ManageGames';

const game = (id: number, name: string) => ({ id, name, slug: `g${id}`, icon: null, genres: [], platforms: [] });
const sent: { action: string; payload: unknown }[] = [];
beforeAll(initTestI18n);
beforeEach(() => {
  sent.length = 0;
  localStorage.setItem('access_token', 'tok');
  const record = (action: string, answer: unknown) => (payload: unknown) => (sent.push({ action, payload }), answer);
  answerActions({
    getGames: [game(1, 'Hollow Knight'), game(2, 'Hollow Knight (GOTY)')],
    hiddenGames: [game(7, 'Hideaway Racer')],
    updateGame: record('updateGame', game(7, 'Hideaway Racer')),
    mergeGames: record('mergeGames', game(2, 'Hollow Knight (GOTY)')),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderManager = () =>
  renderWithApp(
    <ModalsProvider>
      <ManageGames />
    </ModalsProvider>,
  );

const pick = async (label: string, name: string) => {
  fireEvent.click(await screen.findByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('ManageGames', () => {
  it('lists the hidden games and shows one in searches again', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Show Hideaway Racer in searches again' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'updateGame', payload: { id: 7, hidden: false } }]));
  });

  it('asks before merging one game into another, and merges only once confirmed', async () => {
    renderManager();
    await pick('Game', 'Hollow Knight');
    await pick('Same game as', 'Hollow Knight (GOTY)');
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Hollow Knight into Hollow Knight (GOTY)?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'mergeGames', payload: { from: 1, into: 2 } }]));
  });
});
