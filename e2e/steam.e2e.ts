import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, shot, useBrowser } from './support/browser';

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
    await shot(phonePage, 'steam-profile-375-light-tr');
    await phonePage.context().close();

    // Their own Settings, in Spanish on a phone: Steam waits to be connected.
    const settings = await browser.page({ width: 375, token: visitor.token, locale: 'es-ES' });
    await settings.goto(`${baseUrl()}/settings`);
    await settings.getByRole('button', { name: 'Conectar Steam' }).waitFor();
    await shot(settings, 'steam-settings-375-es');
  });
});
