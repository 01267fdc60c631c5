import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();

/** A real PNG drawn by the browser, wider than tall, so the square crop has something to cut. */
async function pngFrom(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 900, 600);
    gradient.addColorStop(0, '#e64980');
    gradient.addColorStop(1, '#4263eb');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 900, 600);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function editProfile(width: number) {
  const { token, username } = await signedInUser();
  const page = await browser.page({ width, token });
  const about = `Support main at ${width} px, looking for a squad.`;

  await page.goto(`/profile/${username}`);
  await page.getByRole('heading', { name: username, level: 1 }).waitFor();

  // The photo: pick a PNG, crop it square, save. The crop is a JPEG, so the stored file is one too.
  await page.getByRole('button', { name: 'Change profile photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile photo' });
  expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'My Photo.PNG',
    mimeType: 'image/png',
    buffer: await pngFrom(page),
  });
  await dialog.getByRole('group', { name: /Crop area/ }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const photo = page.getByRole('img', { name: /^Profile photo of/ });
  await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/files\/[\w-]+\.jpg$/);

  // The banner: the same picture cropped at 4.6 to 1.
  await page.getByRole('button', { name: 'Change banner' }).click();
  const bannerDialog = page.getByRole('dialog', { name: 'Profile banner' });
  await bannerDialog.locator('input[type="file"]').setInputFiles({
    name: 'Wide Banner.png',
    mimeType: 'image/png',
    buffer: await pngFrom(page),
  });
  await bannerDialog.getByRole('group', { name: /Crop area/ }).waitFor();
  await bannerDialog.getByRole('button', { name: 'Save' }).click();
  await bannerDialog.waitFor({ state: 'detached' });
  const banner = page.getByRole('img', { name: /^Banner of/ });
  await expect.poll(() => banner.getAttribute('src')).toMatch(/^\/files\/[\w-]+\.jpg$/);

  // The names and the bio, in the drawer.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit profile' });
  await drawer.getByLabel('First name').fill('Nova');
  await drawer.getByLabel('About').fill(about);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await page.getByText(about).waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Nova', level: 1 }).waitFor();
  await page.getByText(about).waitFor();
  expect(await page.getByRole('img', { name: /^Profile photo of/ }).getAttribute('src')).toMatch(/\.jpg$/);
  expect(await page.getByRole('img', { name: /^Banner of/ }).getAttribute('src')).toMatch(/\.jpg$/);
  // Shown as it was cropped, 4.6 to 1, at this width too: not letterboxed between bands on a phone.
  const shown = (await page.getByRole('img', { name: /^Banner of/ }).boundingBox())!;
  expect(shown.width / shown.height).toBeCloseTo(4.6, 1);
  // Nothing on the page (a wide banner, long names) may push it sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('profile editing', () => {
  it('saves a cropped photo and the bio on a 375 px phone', async () => {
    await editProfile(375);
  });

  it('saves a cropped photo and the bio on a 1280 px desktop', async () => {
    await editProfile(1280);
  });

  it('shows unknownUser for a profile that does not exist', async () => {
    const { token } = await signedInUser();
    const page = await browser.page({ width: 1280, token });
    await page.goto('/profile/nobody_by_this_name');
    await page.getByRole('heading', { name: 'Unknown user' }).waitFor();
  });
});
