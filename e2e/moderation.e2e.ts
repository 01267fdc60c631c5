// Issue 42 in the browser: the queue by reported thing and its answer under a rule (1280, English), the suspended
// player's way from the refused sign-in to the standing page and an appeal (375, Turkish), another manager granting
// it (375, Spanish), and the standing page and rules at 1280 in Spanish once the player is back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, secured, shot, useBrowser } from './support/browser';

const browser = useBrowser();

/** Nothing wider than the window: no sideways scroll on a phone. */
async function fits(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

type Account = Awaited<ReturnType<typeof signedInUser>>;
let second: Account;
let author: Account;

describe('moderation that sticks (issue 42)', () => {
  it('1280, English: a manager answers a grouped report under a rule, with a confirmation', async () => {
    let boss: Account, a: Account, b: Account;
    [boss, second, author, a, b] = await Promise.all([
      signedInUser('moderation.boss@example.com'),
      signedInUser('moderation.second@example.com'),
      signedInUser(),
      signedInUser(),
      signedInUser(),
    ]);
    const text = `Cheap coins at scam-shop ${Date.now() % 100000}`;
    const post = await secured<{ id: number }>(author.token, 'post', { content: text });
    for (const [who, category] of [
      [a, 'fraud'],
      [a, 'bullying'],
      [b, 'fraud'],
    ] as const) {
      await secured(who.token, 'createReport', { report_type: 'post', related_id: post.id, category });
    }
    // The author edits it away: the queue shows the copy taken when it was reported.
    await secured(author.token, 'deleteFeed', { id: post.id });

    // 1280, English: one line for the post, two players, both categories, the copy.
    const desk = await browser.page({ width: 1280, token: boss.token });
    await desk.goto('/moderation');
    const card = desk.getByTestId('report-subject').filter({ hasText: text });
    await card.getByText('2 players reported this').waitFor();
    await card.getByText('As it was when reported').waitFor();
    expect(await card.getByText('Fraud or scam', { exact: true }).count()).toBe(1);
    await card.getByRole('button', { name: 'Take action' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Answer these reports' });
    expect(await dialog.getByRole('checkbox', { name: /Remove this Post/ }).isChecked()).toBe(true);
    await dialog.getByText('Suspend', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Days of suspension' }).fill('3');
    await dialog.getByRole('combobox', { name: 'Community rule' }).click();
    await desk.getByRole('option', { name: 'Spam' }).click();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('coin spam');
    await shot(desk, 'moderation-act-1280');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await card.waitFor({ state: 'detached' });
  });

  it('375, Turkish: the refused sign-in links to the standing page, which takes one appeal', async () => {
    // 375, Turkish: the refused sign-in links to the standing page, which takes one appeal.
    const phone = await browser.page({ width: 375, locale: 'tr-TR', touch: true });
    await phone.goto('/login');
    await phone.getByRole('textbox', { name: 'E-posta veya kullanıcı adı' }).fill(author.username);
    await phone.getByRole('textbox', { name: 'Şifre', exact: true }).fill(author.password);
    await phone.getByRole('button', { name: 'Giriş yap', exact: true }).tap();
    await phone
      .getByText('Bu hesap, bir topluluk kuralını çiğnediği için moderatörler tarafından askıya alındı.')
      .waitFor();
    await phone.getByRole('link', { name: 'Hesap durumunu gör ve itiraz et' }).tap();
    await phone.getByRole('heading', { name: 'Hesap durumu', level: 1 }).waitFor();
    await phone.getByTestId('standing-now').getByText('Askıya alındı').waitFor();
    const strikes = phone.getByTestId('strike');
    expect(await strikes.count()).toBe(2);
    const suspension = strikes.filter({ hasText: 'Askıya alma' });
    await suspension.getByText('coin spam').waitFor();
    await suspension.getByRole('button', { name: 'İtiraz et' }).tap();
    await suspension.getByRole('textbox', { name: 'Moderatörler neden tekrar bakmalı?' }).fill('Bir kez paylaştım');
    await suspension.getByRole('button', { name: 'İtirazı gönder' }).tap();
    await suspension.getByText('İtiraz gönderildi: bir moderatör bekleniyor').waitFor();
    await fits(phone);
    await shot(phone, 'moderation-standing-375-tr');
  });

  it('375, Spanish: another manager grants it; 1280, Spanish: the player is back, told, and finds the rules', async () => {
    // 375, Spanish: the manager who suspended may not decide; another one grants it.
    await secured(second.token, 'saveUserLanguage', { language: 'es' });
    const other = await browser.page({ width: 375, locale: 'es-ES', token: second.token, touch: true });
    await other.goto('/moderation');
    await other.getByRole('tab', { name: 'Apelaciones' }).tap();
    const appeal = other.getByTestId('appeal-card').filter({ hasText: 'Bir kez paylaştım' });
    await appeal.getByRole('textbox', { name: 'Nota para el jugador (opcional)' }).fill('Primera vez');
    await appeal.getByRole('button', { name: 'Aceptar' }).tap();
    await appeal.waitFor({ state: 'detached' });
    await fits(other);
    await shot(other, 'moderation-appeals-375-es');

    // Back in: the standing page at 1280 in Spanish says so, and links to the rules.
    const back = await secured<{ token: string }>(author.token, 'user').catch(() => null);
    expect(back).toBeNull();
    const signIn = await fetch(`${baseUrl()}/api/handle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'auth', payload: { login: author.username, password: author.password } }),
    });
    const { data } = (await signIn.json()) as { data: { token: string } };
    await secured(data.token, 'saveUserLanguage', { language: 'es' });
    const mine = await browser.page({ width: 1280, locale: 'es-ES', token: data.token });
    await mine.goto('/settings/standing');
    await mine.getByTestId('standing-now').getByText('Buen estado').waitFor();
    await mine.getByTestId('strike').filter({ hasText: 'Suspensión' }).getByText('Apelación aceptada').waitFor();
    await mine.getByText('Primera vez').waitFor();
    await mine.getByRole('link', { name: 'Lee las normas de la comunidad completas' }).click();
    await mine.getByRole('heading', { name: 'Normas de la comunidad', level: 1 }).waitFor();
    await mine.getByRole('heading', { name: 'Suplantación' }).waitFor();
    await shot(mine, 'moderation-rules-1280-es');
  });
});
