import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { builtInCategorySets, builtInWords } from '../packages/server/src/catalog/puzzles/index.js';
import { signedInUser } from './support/accounts';
import { shot, useBrowser } from './support/browser';

const browser = useBrowser();

/** The player's local date, as the page computes it (the browser runs in this machine's time zone). */
function localDay() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// A manager schedules the day's puzzles: the built-in picks depend on a secret only the server's database holds.
const today = localDay();
const word = { word: builtInWords.en[0]!.toLowerCase() };
const category = { groups: builtInCategorySets('en')[0]!.map((g) => ({ label: g.label, items: [...g.items] })) };

beforeAll(async () => {
  const manager = await signedInUser('puzzle.manager@example.com');
  for (const payload of [
    { kind: 'word', ...word },
    { kind: 'category', ...category },
  ]) {
    const response = await fetch(`${inject('baseUrl')}/api/securedHandle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` },
      body: JSON.stringify({ action: 'setPuzzle', payload: { date: today, language: 'en', ...payload } }),
    });
    expect(response.status).toBe(202);
  }
});

async function typeWord(page: Page, text: string) {
  for (const letter of text) await page.keyboard.press(letter);
  await page.keyboard.press('Enter');
}

describe('daily games', () => {
  it('solves the word puzzle with the keyboard at 1280 px, hearing each result', async () => {
    const player = await signedInUser();
    const page = await browser.page({ width: 1280, token: player.token });
    await page.goto('/games/daily-puzzle');
    await page.getByRole('heading', { name: 'Daily word', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Enter' }).waitFor();

    const miss = word.word === 'crane' ? 'bloat' : 'crane';
    await typeWord(page, miss);
    const announcer = page.getByTestId('announcer');
    await expect.poll(() => announcer.textContent()).toMatch(/5 guesses left/);
    await expect.poll(() => page.getByRole('gridcell', { name: /^C / }).count()).toBeGreaterThan(0);

    await typeWord(page, 'zzzzz');
    await page.getByRole('alert').getByText('Not in the word list.').waitFor();

    await page.keyboard.press('Backspace');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Backspace');
    await typeWord(page, word.word);
    await page.getByRole('heading', { name: 'You got it!' }).waitFor();
    await expect.poll(() => announcer.textContent()).toMatch(/Solved! \d+ points/);
    await page.getByText(`The word was ${word.word.toUpperCase()}`).waitFor();
    await page.getByRole('button', { name: 'Copy result' }).waitFor();
    await page
      .getByText(/Next puzzle in/)
      .first()
      .waitFor();
  });

  it('solves the category match by touch at 375 px', async () => {
    const player = await signedInUser();
    const page = await browser.page({ width: 375, token: player.token, touch: true });
    await page.goto('/games/category');
    await page.getByRole('heading', { name: 'Category match', level: 1 }).waitFor();
    const items = page.getByRole('group', { name: 'Items' });

    // Two of one group and one of another: a mistake.
    const [a, b, c] = category.groups;
    for (const item of [a!.items[0]!, a!.items[1]!, b!.items[0]!])
      await items.getByRole('button', { name: item, exact: true }).tap();
    await page.getByRole('button', { name: 'Check' }).tap();
    await page.getByText('These items are not related. Try again!', { exact: true }).waitFor();
    // Issue 33, item 12: each message once on the screen (the announcer is for screen readers only).
    const shown = (text: string | RegExp) =>
      page.getByText(text, { exact: true }).and(page.locator(':not([data-testid="announcer"])'));
    expect(await shown('These items are not related. Try again!').count()).toBe(1);
    expect(await shown('2 mistakes left').count()).toBe(1);
    await page.getByRole('button', { name: /^Hint/ }).tap();
    const hint = shown(/^Hint: .+ belongs to “.+”\.$/);
    await hint.first().waitFor();
    expect(await hint.count()).toBe(1);
    // Not in the success green of "Right!".
    expect((await hint.getAttribute('style')) ?? '').not.toContain('green');

    await page.getByRole('button', { name: a!.items[0]!, exact: true }).tap();
    await page.getByRole('button', { name: 'Check' }).tap();
    await page.getByText('Please select exactly 3 items').first().waitFor();

    for (const group of [a!, b!, c!]) {
      for (const item of group.items) {
        const button = items.getByRole('button', { name: item, exact: true });
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button.tap();
      }
      await page.getByRole('button', { name: 'Check' }).tap();
      await page.getByText(group.label, { exact: true }).first().waitFor();
    }
    await page.getByRole('heading', { name: 'All groups found!' }).waitFor();
    expect(await shown('All groups found!').count()).toBe(1);
    // The result shares as the word puzzle's does: copied, or posted.
    await page.getByRole('button', { name: 'Copy result' }).waitFor();
    await page.getByRole('button', { name: 'Share as a post' }).tap();
    await page.getByText('Your result is posted.').waitFor();
    await shot(page, 'category-result-375');
  });
});

describe('every game', () => {
  it('finds a game only IGDB knows, with its year and platforms, and makes a lobby for it', async () => {
    const owner = await signedInUser();
    const page = await browser.page({ width: 1280, token: owner.token });
    await page.goto('/lobby');
    await page.getByRole('heading', { name: 'Lobbies', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create lobby' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: /^Game/ }).fill('Hollow Kn');
    const offer = page.getByRole('option', { name: /^Hollow Knight/ });
    await offer.getByText('2017 · PC, PlayStation, Xbox, Switch').waitFor();
    await offer.click();
    await drawer.getByRole('combobox', { name: /^Server or region/ }).click();
    await page.getByRole('option', { name: 'Europe', exact: true }).click();
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Pantheon runs, any skill.');
    await drawer.getByRole('button', { name: 'Create lobby' }).click();
    await page.waitForURL(/\/lobby\/\d+$/);
    await page.getByRole('heading', { name: 'Hollow Knight' }).waitFor();
  });
});
