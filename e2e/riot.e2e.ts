import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, shot, useBrowser } from './support/browser';
import { seedLobby } from './support/seed';

const browser = useBrowser();

describe('Riot', () => {
  it('links Riot from Settings through the sign-on page and shows the ranks on the profile', async () => {
    const user = await signedInUser();
    const page = await browser.page({ width: 1280, token: user.token });

    await page.goto('/settings');
    // Issue 33, item 13: the League server is asked before going to Riot, so the ranks are read on the way back.
    await page.getByRole('button', { name: 'Connect: Riot Games' }).click();
    await page.getByText('Pick your League server first.').waitFor();
    await page.getByRole('combobox', { name: /Your League of Legends server/ }).click();
    await page.getByRole('option', { name: 'Europe West (EUW1)' }).click();
    await shot(page, 'riot-connect-1280');
    await page.getByRole('button', { name: 'Connect: Riot Games' }).click();
    // Riot's authorize page (the stand-in) sends the browser back with a code and our state.
    await page.waitForURL(/\/riot\/callback\?/);
    await page.getByTestId('riot-linked').getByText('Connected as Faker Fan#EUW').waitFor();
    // Connected, said as such; the ranks are read without another step.
    await page.getByRole('heading', { name: 'Riot account connected', level: 1 }).waitFor();
    expect(await page.getByText('Connecting your Riot account').count()).toBe(0);
    await page.getByRole('link', { name: 'See it on my profile' }).waitFor();
    await shot(page, 'riot-callback-1280');
    await page.getByRole('link', { name: 'See it on my profile' }).click();

    await page.waitForURL(/\/profile\/.+\?tab=about/);
    const section = page.getByRole('region', { name: 'Riot Games' });
    await section.getByText('Faker Fan').waitFor();
    const ranks = section.getByTestId('riot-rank');
    await ranks.first().getByText('Gold II').waitFor();
    expect(await ranks.first().textContent()).toContain('57 LP');
    expect(await ranks.first().textContent()).toContain('60% win rate');
    expect(await section.getByTestId('riot-valorant').textContent()).toContain('Gold 3');
    expect(await section.getByTestId('riot-champion').first().textContent()).toContain('Ahri');
    await shot(page, 'riot-profile-1280-dark');

    // Settings now shows the account, its server and its last sync.
    await page.goto('/settings');
    const status = page.getByTestId('riot-status');
    await status.getByText('Connected as Faker Fan#EUW').waitFor();
    expect(await status.textContent()).toMatch(/Updated .* · Europe West/);
    await shot(page, 'riot-settings-1280');
    await page.context().close();

    // A visitor on a phone, in Turkish and the light theme, sees the same ranks.
    const visitor = await signedInUser();
    const phonePage = await browser.page({ width: 375, token: visitor.token, locale: 'tr-TR', theme: 'light' });
    await phonePage.goto(`${baseUrl()}/profile/${user.username}?tab=about`);
    const seen = phonePage.getByRole('region', { name: 'Riot Games' });
    await seen.getByTestId('riot-rank').first().getByText('Altın II').waitFor();
    expect(await seen.textContent()).toContain('%60 kazanma oranı');
    await shot(phonePage, 'riot-profile-375-light-tr');
    await phonePage.context().close();

    // The lobby the linked player makes shows the verified rank beside the one typed, and survives the filter.
    await seedLobby(user.token, { rank: 'Platinum IV', description: `Riot verified ${user.username}` });
    const lobbyPage = await browser.page({ width: 375, token: visitor.token, locale: 'es-ES' });
    await lobbyPage.goto('/lobby');
    await lobbyPage.getByRole('switch', { name: 'Solo rango verificado' }).check({ force: true });
    await lobbyPage.getByRole('textbox', { name: /Buscar|descripci/i }).fill(user.username);
    // Ranks in Spanish, as on the profile (issue 47 item 19): Riot's Gold II and the typed Platinum IV.
    const card = lobbyPage.getByRole('article').filter({ hasText: user.username });
    await card.getByTestId('verified-rank').getByText('Oro II').waitFor();
    expect(await card.textContent()).toContain('Platino IV');
    await shot(lobbyPage, 'riot-lobby-verified-375-es');
    await lobbyPage.context().close();

    // The owner's settings on a phone, in Spanish and the light theme: the account, its server, refresh, disconnect.
    const settingsPage = await browser.page({ width: 375, token: user.token, locale: 'es-ES', theme: 'light' });
    await settingsPage.goto('/settings');
    await settingsPage.getByTestId('riot-status').getByText('Conectado como Faker Fan#EUW').waitFor();
    expect(await settingsPage.getByRole('button', { name: 'Desconectar' }).isVisible()).toBe(true);
    await shot(settingsPage, 'riot-settings-375-light-es');
  });
});
