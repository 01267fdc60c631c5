import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, secured, shot, useBrowser } from './support/browser';

const browser = useBrowser();

describe('Steam', () => {
  it("signs in with Steam through Steam's page, lands on the feed, and the profile shows the Steam games", async () => {
    const page = await browser.page({ width: 1280 });

    await page.goto('/login');
    await shot(page, 'steam-login-1280');
    await page.getByRole('button', { name: 'Continue with Steam' }).click();
    // Steam's OpenID page (the stand-in) sends the browser back to /steam-return with a signed assertion.
    await page.waitForURL(/\/feed/, { timeout: 30_000 });
    await shot(page, 'steam-feed-1280');

    // The new account is named after the Steam persona; its library is read in the background.
    await page.goto('/settings');
    const status = page.getByTestId('steam-status');
    await status.getByText('Linked as Gordon Freeman').waitFor();
    await shot(page, 'steam-settings-1280');

    await page.getByRole('link', { name: 'See it on your profile' }).click();
    await page.waitForURL(/\/profile\/.+\?tab=about/);
    const username = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(username).toMatch(/^GordonFreeman/);

    const section = page.getByRole('region', { name: 'Steam' });
    await section.getByTestId('steam-featured').getByText('Dota 2').waitFor({ timeout: 20_000 });
    expect(await section.getByTestId('steam-featured').textContent()).toContain('900 h');
    await section.getByTestId('steam-activity').getByText('Portal 2').waitFor();
    await section.getByTestId('steam-genres').getByText('Action').waitFor();
    // Achievements of the game played last, with their unlock dates (read from Steam when first opened).
    const achievements = section.getByTestId('steam-achievements');
    await achievements.getByText('Laser Focus').waitFor({ timeout: 20_000 });
    expect(await achievements.textContent()).toContain('2 of 3 unlocked');
    expect(await achievements.textContent()).toMatch(/Unlocked \d\d\.\d\d\.2026/);
    await shot(page, 'steam-profile-1280-dark');
    await page.context().close();

    // A visitor on a phone, in Turkish and the light theme, sees the same games.
    const visitor = await signedInUser();
    const phonePage = await browser.page({ width: 375, token: visitor.token, locale: 'tr-TR', theme: 'light' });
    await phonePage.goto(`${baseUrl()}/profile/${username}?tab=about`);
    const seen = phonePage.getByRole('region', { name: 'Steam' });
    await seen.getByTestId('steam-featured').getByText('Dota 2').waitFor();
    expect(await seen.textContent()).toContain('En çok oynananlar');
    // Steam's genres in the player's language (issue 47 item 19): "Action" is "Aksiyon".
    await seen.getByTestId('steam-genres').getByText('Aksiyon').waitFor();
    await shot(phonePage, 'steam-profile-375-light-tr');
    await phonePage.context().close();

    // Their own Settings, in Spanish on a phone: Steam waits to be connected.
    const settings = await browser.page({ width: 375, token: visitor.token, locale: 'es-ES' });
    await settings.goto(`${baseUrl()}/settings`);
    await settings.getByRole('button', { name: 'Conectar Steam' }).waitFor();
    await shot(settings, 'steam-settings-375-es');
  });

  // Issue 30, items 1 and 2: an answer from Steam belongs to whoever asked for it.
  it("links only an answer the player asked for, after asking them; an attacker's answer links and signs in nobody", async () => {
    const attacker = await signedInUser();
    const victim = await signedInUser();

    // The attacker asks for a link URL, signs in at Steam (the stand-in) with their own account, keeps the redirect.
    const { url } = await secured<{ url: string }>(attacker.token, 'steamLinkUrl', {
      return_url: `${baseUrl()}/settings`,
    });
    const kept = (await fetch(url, { redirect: 'manual' })).headers.get('location')!;
    expect(kept).toContain('openid.mode=id_res');

    // The signed-in victim opens it: nothing is linked, nothing is asked, and the answer leaves the address bar.
    const page = await browser.page({ width: 1280, token: victim.token });
    await page.goto(kept);
    await page.getByRole('button', { name: 'Connect Steam' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
    const afterAttack = await secured<{ steam: unknown }>(victim.token, 'userIntegrations', {});
    expect(afterAttack.steam).toBeNull();

    // The victim links their own Steam: Steam's page, then the question naming the account, then linked.
    await page.getByRole('button', { name: 'Connect Steam' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/^Link Steam account 7656119\d{10} to your Gamefolk account\?$/)
      .waitFor({ timeout: 30_000 });
    await shot(page, 'steam-link-confirm-1280');
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByText('Your Steam account is linked.').waitFor();
    await page.getByTestId('steam-status').getByText('Linked as Gordon Freeman').waitFor();
    // Issue 33, item 13: the linked card comes into view, focused and ringed, not left below the fold.
    const card = page.getByTestId('steam-card');
    await expect
      .poll(() =>
        card.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === el;
        }),
      )
      .toBe(true);
    expect(await card.getAttribute('data-just-linked')).toBe('true');
    await shot(page, 'steam-linked-card-1280');

    // Login CSRF: a signed-out browser opening the attacker's sign-in answer is not signed in.
    const start = await fetch(`${baseUrl()}/api/handle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'steamLoginUrl', payload: { return_url: `${baseUrl()}/steam-return` } }),
    });
    const signInUrl = ((await start.json()) as { data: { url: string } }).data.url;
    const signInAnswer = (await fetch(signInUrl, { redirect: 'manual' })).headers.get('location')!;
    const stranger = await browser.page({ width: 1280 });
    await stranger.goto(signInAnswer);
    await stranger.waitForURL(/\/login$/);
    await stranger.getByRole('button', { name: 'Continue with Steam' }).waitFor();
    await shot(stranger, 'steam-foreign-answer-1280');
    expect(await stranger.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
