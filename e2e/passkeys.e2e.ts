// Issue 43: passkeys in Chromium, through the DevTools Protocol's virtual authenticator (a platform authenticator
// that verifies its user): added in Settings, renamed, used on the sign-in page instead of a password, removed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';

const browser = useBrowser();

/** A passkey authenticator built into this page's browser, as a phone's or laptop's would be. */
async function withVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

describe.each([375, 1280])('passkeys at %i px', (width) => {
  it('adds a passkey in Settings, signs in with it without a password, renames and removes it', async () => {
    const { token, username } = await signedInUser();
    const page = await browser.page({ width, token });
    const authenticator = await withVirtualAuthenticator(page);
    // A browser that offers no passkeys among a field's suggestions: the button is the way (Chromium's virtual
    // authenticator would otherwise answer the page's waiting request at once; see the next test).
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.goto('/settings');
    const list = page.getByRole('list', { name: 'Passkeys' });
    await page.getByText('No passkeys yet.').waitFor();

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added.').waitFor();
    await list.getByRole('listitem').first().waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);

    await list.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Name of this passkey').fill('My laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await list.getByText('My laptop', { exact: true }).waitFor();

    // Signed out, the sign-in page offers the passkey; no password is typed.
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.goto('/login');
    // As a player does: a tap in the form first (the app comes with the first gesture; the button is the app's).
    await page.getByRole('heading', { name: 'Welcome back' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/feed');
    const signedIn = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(signedIn).toBeTruthy();
    expect(signedIn).not.toBe(token);

    await page.goto('/settings');
    await list.getByText('My laptop', { exact: true }).waitFor();
    await expect.poll(() => list.getByText(/last used/).count()).toBe(1);
    await list.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Passkey removed.').waitFor();
    await page.getByText('No passkeys yet.').waitFor();

    // Removed on the server, the authenticator's copy signs in no more.
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.goto('/login');
    // As a player does: a tap in the form first (the app comes with the first gesture; the button is the app's).
    await page.getByRole('heading', { name: 'Welcome back' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('This passkey could not be used. Please try again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(username).toBeTruthy();
  });
});

describe("passkeys among the username field's suggestions", () => {
  it("the sign-in page offers the passkey in the field's autofill; picking it signs in, no button pressed", async () => {
    const { token } = await signedInUser();
    const page = await browser.page({ width: 375, token });
    await withVirtualAuthenticator(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added.').waitFor();

    await page.evaluate(() => localStorage.removeItem('access_token'));
    const asked = page.waitForRequest(
      (r) => r.url().endsWith('/api/handle') && r.postDataJSON()?.action === 'passkeyOptions',
    );
    await page.goto('/login');
    expect(await page.getByRole('textbox', { name: 'Email or username' }).getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
    // The app comes with the first gesture; then the page waits for the field's suggestions, which Chromium's
    // virtual authenticator answers with its one passkey, as a player picking it from the list would.
    // A tap where the heading is, not a click that waits for it to hold still: the gesture brings the app, which may
    // sign in and leave the page before such a click ends.
    const heading = await page.getByRole('heading', { name: 'Welcome back' }).boundingBox();
    await page.mouse.click(heading!.x + 4, heading!.y + 4);
    await asked;
    await page.waitForURL('**/feed');
    const signedIn = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(signedIn).toBeTruthy();
    expect(signedIn).not.toBe(token);
  });
});

describe('passkeys without WebAuthn', () => {
  it('hides the passkey button where the browser has none', async () => {
    const page = await browser.page({ width: 375 });
    await page.addInitScript(() => {
      // A browser without WebAuthn.
      Object.defineProperty(window, 'PublicKeyCredential', { value: undefined });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
  });
});

describe.each([
  {
    language: 'tr',
    locale: 'tr-TR',
    button: 'Geçiş anahtarıyla giriş yap',
    passkeys: 'Geçiş anahtarları',
    data: 'Verilerini indir',
  },
  {
    language: 'es',
    locale: 'es-ES',
    button: 'Iniciar sesión con una llave de acceso',
    passkeys: 'Llaves de acceso',
    data: 'Descargar tus datos',
  },
])('passkeys and your data in $language', ({ language, locale, button, passkeys, data }) => {
  it.each([375, 1280])('speaks the language at %i px', async (width) => {
    const visitor = await browser.page({ width, locale });
    await visitor.goto('/login');
    await visitor.getByRole('button', { name: button }).waitFor();

    const { token } = await signedInUser();
    await secured(token, 'saveUserLanguage', { language });
    const page = await browser.page({ width, token, locale });
    await page.goto('/settings');
    await page
      .getByRole('list', { name: passkeys })
      .or(page.getByText(passkeys, { exact: true }))
      .first()
      .waitFor();
    await page.getByRole('heading', { name: data, level: 2 }).waitFor();
  });
});
