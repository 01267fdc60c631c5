import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { scrollSettled, secured, shot, useBrowser } from './support/browser';

const browser = useBrowser();

describe('Premium', () => {
  it('a player reads the plans, buys Premium through PayTR’s iframe and sees the badge on their profile', async () => {
    const buyer = await signedInUser();
    const page = await browser.page({ width: 1280, token: buyer.token });

    await page.goto('/game-actor-plus');
    await page.getByRole('heading', { name: 'Premium', exact: true, level: 1 }).waitFor();
    await page.getByText('You are on the free plan.').waitFor();
    await page.getByTestId('buy-premium-1').waitFor();
    await shot(page, 'plans-1280');
    await page.getByTestId('buy-premium-1').click();

    await page.waitForURL(/\/shop\/\d+$/);
    await page
      .getByRole('heading', { name: /Premium/ })
      .first()
      .waitFor();
    await shot(page, 'premium-product-1280');
    // "Buy 1 month" on the plans page opens the product with the card form already showing (issue 33 item 9).
    const form = page.frameLocator('iframe[title="PayTR payment form"]');
    await form.getByRole('textbox', { name: 'Card number' }).fill('4355 0843 5508 4358');
    await scrollSettled(page);
    await form.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/paytr\/ok\?order=\d+$/);
    const result = page.getByTestId('payment-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');
    // PayTR's callback (the stand-in's, to our server) is what grants the plan: wait until the server says so.
    await expect
      .poll(async () => (await secured<{ premium?: string | null }>(buyer.token, 'user')).premium, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe('premium');

    await page.goto(`/profile/${buyer.username}`);
    const badge = page.getByTestId('premium-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('Premium');
    await shot(page, 'profile-badge-1280');

    await page.goto('/game-actor-plus');
    await page.getByText(/Your plan is active until/).waitFor();
    await shot(page, 'plans-active-1280');

    // The same page on a phone, in Turkish and Spanish, light and dark.
    const small = await browser.page({ width: 375, token: buyer.token });
    for (const [language, theme, heading] of [
      ['tr', 'light', 'Planın'],
      ['es', 'dark', 'Tu plan'],
    ] as const) {
      await small.goto('/game-actor-plus');
      await small.evaluate(
        ({ l, t }) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('language', l);
          document.cookie = `language=${l}; path=/`;
        },
        { l: language, t: theme },
      );
      await small.reload();
      await small.getByText(heading, { exact: true }).first().waitFor();
      await shot(small, `plans-375-${language}-${theme}`);
    }
  }, 150_000);
});
