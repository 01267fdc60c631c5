import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { scrollSettled, shot, useBrowser } from './support/browser';

const browser = useBrowser();

describe('shop', () => {
  it('a player buys a T-shirt in size M through PayTR’s iframe on a phone and sees it paid', async () => {
    const buyer = await signedInUser();
    const page = await browser.page({ width: 375, token: buyer.token });

    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Shop', level: 1 }).waitFor();
    await shot(page, 'shop-375');
    await page.getByRole('link', { name: /Gamefolk T-shirt/ }).click();
    await page.getByRole('heading', { name: 'Gamefolk T-shirt' }).waitFor();
    expect(await page.getByTestId('price').textContent()).toBe('$24.99');

    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.getByText('Please choose a size.').waitFor();
    await page.locator('label', { hasText: /^M$/ }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Deniz Yılmaz');
    await page.getByRole('textbox', { name: 'Address' }).fill('Moda Cd. 1, Kadıköy, İstanbul');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+90 555 123 4567');
    await shot(page, 'product-375');
    await page.getByRole('button', { name: 'Buy now' }).click();

    const form = page.frameLocator('iframe[title="PayTR payment form"]');
    await form.getByText('USD 24.99').waitFor();
    await shot(page, 'checkout-375');
    await form.getByRole('textbox', { name: 'Card number' }).fill('4355 0843 5508 4358');
    await scrollSettled(page);
    await form.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/paytr\/ok\?order=\d+$/);
    const result = page.getByTestId('payment-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');
    await page.getByText(/Order GF[0-9A-F]+ is paid\./).waitFor();
    await page.getByText('Gamefolk T-shirt · M').waitFor();
    await shot(page, 'paid-375');

    await page.getByRole('link', { name: 'See the order' }).click();
    await page.getByText('Credit card').waitFor();
    await expect.poll(() => page.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByText('Not shipped').first().waitFor();
    await shot(page, 'order-375');
  });

  it('a declined card shows why, with "Payment failed, please try again."; paid on a retry, the frame is on the profile', async () => {
    const buyer = await signedInUser();
    const page = await browser.page({ width: 1280, token: buyer.token });
    await page.goto('/shop');
    await page.getByRole('link', { name: /Neon Frame/ }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    const form = page.frameLocator('iframe[title="PayTR payment form"]');
    await form.getByRole('combobox', { name: 'Outcome' }).selectOption('10');
    await scrollSettled(page);
    await form.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/paytr\/fail\?order=\d+$/);
    await page.getByText('Payment failed, please try again.').waitFor();
    await page.getByText('Why: This card needs 3D Secure.').waitFor();
    await shot(page, 'failed-1280');

    // Trying again with a good card: the frame appears on the buyer's profile.
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await form.getByRole('textbox', { name: 'Card number' }).fill('4355084355084358');
    await scrollSettled(page);
    await form.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/paytr\/ok\?order=\d+$/);
    await page.getByText(/is paid\./).waitFor();
    await page.goto(`/profile/${buyer.username}`);
    await page.getByTestId('cosmetic-frame').waitFor();
    await shot(page, 'profile-frame-1280');
  });
});
