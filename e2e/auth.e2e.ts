import { describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { mailedLink, newIdentity, signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';

const browser = useBrowser();

describe('sign-up and sign-in', () => {
  it('registers, activates from the mailed link, logs in and lands on /feed', async () => {
    const page = await browser.page();
    const user = newIdentity();

    await page.goto('/register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByText('Nice, this username is available.').waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const link = await mailedLink(user.email, 'activate');
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Your account is active' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();

    await page.getByLabel('Email or username').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/feed');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });

  it('shows the translated error for wrong credentials', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByLabel('Email or username').fill('nobody_here');
    await page.getByLabel(/^Password/).fill('Wrong!pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').getByText("Couldn't find matched user", { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  // Issue 43: an account with an authenticator app is asked for its code before it is signed in.
  it('asks for the authenticator code in a dialog, says a wrong one is wrong, and signs in with the right one', async () => {
    const user = await signedInUser();
    const { secret } = await secured<{ secret: string }>(user.token, 'startTotp');
    await secured(user.token, 'confirmTotp', { code: generateSync({ secret }) });

    const page = await browser.page();
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(user.username);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await dialog.getByLabel('Code').fill('000000');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // The step whose code confirmed the app is spent: the right code is the next step's (or this one's, if new).
    const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await dialog.getByLabel('Code').fill(next);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/feed');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });

  it('sends a protected route without a token to /', async () => {
    const page = await browser.page();
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
