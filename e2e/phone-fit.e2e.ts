import sharp from 'sharp';
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

  it("the daily word's whole keyboard shows above the bottom bar on a 375 × 667 phone, so no guess needs a scroll", async () => {
    const player = await signedInUser();
    const page = await browser.page({ width: 375, height: 667, token: player.token, touch: true });
    await page.goto('/games/daily-puzzle');
    const enter = page.getByRole('button', { name: 'Enter' });
    await enter.waitFor();
    const bar = await page.getByTestId('bottom-bar').boundingBox();
    const lastRow = await enter.boundingBox();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(lastRow!.y + lastRow!.height).toBeLessThanOrEqual(bar!.y);
  });

  it('a wide image opened large on a 375 px phone shows whole, nothing cut at the right', async () => {
    const player = await signedInUser();
    const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const { url } = await secured<{ url: string }>(player.token, 'uploadFile', { base64: image.toString('base64') });
    await secured(player.token, 'post', {
      content: '<p>wide</p>',
      feedAttachments: [{ type: 'image', attachmentUrl: url }],
    });
    const page = await browser.page({ width: 375, token: player.token, touch: true });
    await page.goto('/feed');
    await page.getByRole('button', { name: 'Open image' }).first().tap();
    const large = page.getByRole('dialog', { name: 'Image' }).locator('img');
    await large.waitFor();
    await expect.poll(async () => (await large.evaluate((img: HTMLImageElement) => img.complete)) && true).toBe(true);
    const box = (await large.boundingBox())!;
    const frame = (await page.getByRole('dialog', { name: 'Image' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(375, frame.x + frame.width));
  });
});
