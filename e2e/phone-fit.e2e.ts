import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';
import { seedLobby } from './support/seed';

const browser = useBrowser();

describe('a phone never scrolls sideways', () => {
  it("a Turkish lobby's member list fits 375 px, the owner's long name and SAHİBİ badge included, and nothing is cut off", async () => {
    const owner = await signedInUser();
    await secured(owner.token, 'saveUserLanguage', { language: 'tr' });
    await secured(owner.token, 'savePersonals', { first_name: 'Barış', last_name: 'Çağlayanoğulları' });
    const lobby = await seedLobby(owner.token, { server: 'TR' });
    const page = await browser.page({ width: 375, token: owner.token, locale: 'tr-TR', touch: true });
    await page.goto(`/lobby/${lobby.id}`);
    const members = page.getByRole('list', { name: 'Üyeler' });
    await members.getByText('Sahibi').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    // Nothing is cut off either: the pin button names the plan it needs whole, and each quest shows its points.
    const cut = (selector: string) =>
      page.$$eval(selector, (labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    const pin = page.getByRole('button', { name: /Premium Plus/ });
    await pin.waitFor();
    expect(await cut('button:has(.tabler-icon-pin) .mantine-Button-label')).toEqual([]);
    await page.goto('/games');
    await page.getByText('+50').first().waitFor();
    expect(await cut('li .mantine-Badge-label')).toEqual([]);
  });
});
