import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { answerActions } from '../../test/server-answers';
import { ManagePuzzles } from './ManagePuzzles';

const removed: unknown[] = [];
beforeAll(initTestI18n);
beforeEach(() => {
  removed.length = 0;
  localStorage.setItem('access_token', 'tok');
  answerActions({
    scheduledPuzzles: [
      { id: 1, date: '2099-01-02', language: 'en', kind: 'word', summary: 'crane', played: false, word: 'crane' },
      { id: 2, date: '2099-01-01', language: 'tr', kind: 'word', summary: 'kiraz', played: true, word: 'kiraz' },
    ],
    removePuzzle: (payload: unknown) => (removed.push(payload), { removed: true }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderManager = () =>
  renderWithApp(
    <ModalsProvider>
      <ManagePuzzles />
    </ModalsProvider>,
  );

describe('ManagePuzzles', () => {
  it('marks a later day as scheduled and a played one as locked, with edit and remove only where it can change', async () => {
    renderManager();
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('Played · locked')).toBeTruthy();
    expect(screen.queryByText('in play')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit the puzzle of 2099-01-02 (EN)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit the puzzle of 2099-01-01 (TR)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove the puzzle of 2099-01-01 (TR)' })).toBeNull();
  });

  it('puts a scheduled puzzle back in the form to edit it', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the puzzle of 2099-01-02 (EN)' }));
    expect((screen.getByLabelText('Five-letter word') as HTMLInputElement).value).toBe('crane');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2099-01-02');
  });

  it('asks before removing one, then takes it back', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the puzzle of 2099-01-02 (EN)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this puzzle?' });
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([{ id: 1 }]));
  });
});
