import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';
import { mailedCode } from './support/mail-code';

const browser = useBrowser();

const password = 'Str0ng!pass';

async function settingsOf(width = 1280) {
  const { token, username } = await signedInUser();
  const page = await browser.page({ width, token });
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  return { page, username, token, email: `${username}@example.com` };
}

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('settings', () => {
  it('changes the email with the code mailed to the current address, refusing a wrong code first', async () => {
    const { page, email } = await settingsOf(375);
    const newMail = `new_${email}`;
    const since = Date.now() - 1000;

    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByLabel('New email address').fill(newMail);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await mailedCode(email, since);

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The code is invalid.').waitFor();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Your email address is now ${newMail}.`).waitFor();
    await page.reload();
    await page.getByText(newMail, { exact: true }).waitFor();
  });

  it('freezes the account, signs out, and reopens it at the next sign-in', async () => {
    const { page, username } = await settingsOf();
    await page.getByRole('button', { name: 'Freeze account' }).click();
    await page
      .getByRole('dialog', { name: 'Freeze your account?' })
      .getByRole('button', { name: 'Freeze my account' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await logIn(page, username);
    const prompt = page.getByRole('dialog', { name: 'Your account is suspended' });
    await prompt.getByRole('button', { name: 'Reopen my account' }).click();
    await page.waitForURL('**/feed');

    // Secured actions answer accountFrozen until restoreAccount ran: the About tab loads only if it did.
    await page.goto(`/profile/${username}?tab=about`);
    await page.getByRole('region', { name: 'Favourite games' }).waitFor();
  });

  it('deletes the account with the mailed code; declining to restore it signs out', async () => {
    const { page, username, email } = await settingsOf();
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText(`We sent a 6-digit code to ${email}.`, { exact: false }).waitFor();
    await page.getByLabel('Deletion code').fill(await mailedCode(email, since));
    await expect.poll(() => page.getByLabel('Deletion code').inputValue()).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await logIn(page, username);
    await page
      .getByRole('dialog', { name: 'Your account is suspended' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(new URL(page.url()).pathname).not.toBe('/feed');
  });
});

describe('security settings (issue 43)', () => {
  it('turns two-step sign-in on from a QR code and its key, shows the 10 recovery codes once, and turns it off', async () => {
    const { page } = await settingsOf(375);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const setup = page.getByTestId('totp-setup');
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
    await setup.getByLabel('The 6-digit code the app shows').fill('000000');
    await setup.getByRole('button', { name: 'Confirm' }).click();
    await setup.getByRole('alert').waitFor();
    await setup.getByLabel('The 6-digit code the app shows').fill(generateSync({ secret }));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.getByRole('listitem').first().waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: 'I saved them' }).click();
    await page.getByText('On. 10 recovery codes left.').waitFor();
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);

    await page.getByRole('button', { name: 'Turn off' }).click();
    const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('A code from the app, or a recovery code').fill(next);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Two-step sign-in is off.').waitFor();
  });

  it('lists where the account is signed in and signs every other session out', async () => {
    const { page, username } = await settingsOf(1280);
    // A second sign-in, as from a phone: its token works until it is signed out from here.
    const other = (await fetch(`${new URL(page.url()).origin}/api/handle`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile',
      },
      body: JSON.stringify({ action: 'auth', payload: { login: username, password } }),
    }).then((r) => r.json())) as { data: { token: string } };
    await secured(other.data.token, 'user');
    await page.reload();
    const list = page.getByRole('list', { name: 'Where you are signed in' });
    await list.getByText('This device').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('Signed out.').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await expect(secured(other.data.token, 'user')).rejects.toThrow(/unauthenticated/);
  });
});
