import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();

/** A real PNG drawn by the browser, for the logo. */
async function pngFrom(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#7a57fa';
    context.fillRect(0, 0, 600, 600);
    context.fillStyle = '#20c997';
    context.fillRect(150, 150, 300, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('organizations', () => {
  it('creates an organization with a logo, invites a second account and makes it an admin', async () => {
    const founder = await signedInUser();
    const player = await signedInUser();
    const name = `Raiders ${Date.now().toString(36)}`;
    const page = await browser.page({ width: 1280, token: founder.token });

    // The drawer, from the profile menu (720 px on the right, as the spec draws it): the live code preview, then
    // the logo cropped in place.
    await page.goto('/feed');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Create organization' }).click();
    const modal = page.getByRole('dialog', { name: 'New organization' });
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    const drawn = (await modal.boundingBox())!;
    expect([Math.round(drawn.width), Math.round(drawn.x + drawn.width)]).toEqual([720, 1280]);
    await modal.getByText(/Address: .*\/organization\/raiders-/).waitFor();
    await modal.getByRole('combobox', { name: 'Country' }).fill('Spain');
    await page.getByRole('option', { name: /Spain/ }).click();
    await modal.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'E-sport team' }).click();
    await modal.getByLabel('Description', { exact: true }).fill('Five friends, one goal.');

    // Without a logo the form stops at missingLogo.
    await modal.getByRole('button', { name: 'Create organization' }).click();
    await modal.getByText('Please add a logo for your organization.').waitFor();

    await modal.getByRole('button', { name: 'Add logo' }).click();
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'Logo.png',
      mimeType: 'image/png',
      buffer: await pngFrom(page),
    });
    await modal.getByRole('group', { name: /Crop area/ }).waitFor();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByRole('button', { name: 'Change logo' }).waitFor();
    await modal.getByRole('button', { name: 'Create organization' }).click();

    await page.waitForURL(/\/organization\/raiders-/);
    const code = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const logo = page.getByRole('img', { name: `Logo of ${name}` });
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/files\/[\w-]+\.\w+$/);

    // The drawer: search the second account and invite it.
    await page.getByRole('button', { name: 'Manage' }).click();
    const drawer = page.getByRole('dialog', { name: `Manage ${name}` });
    await drawer.getByRole('tab', { name: 'Members' }).click();
    await drawer.getByLabel('Search users').fill(player.username);
    await drawer.getByRole('button', { name: `Invite ${player.username}` }).click();
    await page.getByText(/^Invitation sent to/).waitFor();
    await drawer.getByText('Pending invitations').waitFor();

    // The second account accepts from the page's banner.
    const playerPage = await browser.page({ width: 375, token: player.token });
    await playerPage.goto(`/organization/${code}`);
    await playerPage.getByTestId('invite-banner').getByRole('button', { name: 'Accept' }).click();
    await playerPage.getByText('Welcome aboard! You are now a member.').waitFor();
    await playerPage.getByRole('button', { name: 'Leave' }).waitFor();

    // Back in the founder's drawer: the new member becomes an admin with a role.
    await page.reload();
    await page.getByRole('button', { name: 'Manage' }).click();
    await drawer.getByRole('tab', { name: 'Members' }).click();
    const row = drawer.getByRole('region', { name: `Edit ${player.username}` });
    await row.getByLabel('Role').fill('Captain');
    await row.getByRole('switch', { name: 'Admin' }).click();
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${player.username} was updated.`).waitFor();

    await playerPage.reload();
    await playerPage.getByRole('button', { name: 'Manage' }).waitFor();
    await playerPage.getByRole('tab', { name: 'Members' }).click();
    const members = playerPage.getByTestId('member-list');
    await members.getByText('Captain').waitFor();
    expect(await members.getByText('Admin', { exact: true }).count()).toBe(1);
    expect(await playerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Now an admin, the second account posts in the organization's name from the feed's composer.
    await playerPage.goto('/feed');
    await playerPage.getByRole('button', { name: /^Posting as/ }).click();
    await playerPage.getByRole('menuitem', { name: name.slice(0, 20) }).click();
    await playerPage.getByRole('button', { name: `Posting as ${name}: choose who posts` }).waitFor();
    await playerPage.getByRole('textbox', { name: /What's happening/ }).click();
    await playerPage.keyboard.type('Tryouts on Friday');
    await playerPage.keyboard.press('Enter');
    await playerPage.getByText('Your post is live.').waitFor();
    const card = playerPage.getByRole('article', { name: `Post by ${name}` }).filter({ hasText: 'Tryouts on Friday' });
    expect(await card.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(
      `/organization/${code}`,
    );
    await card.getByText(`by @${player.username}`).waitFor();
    expect(await playerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // On the organization's page the composer speaks for it by default; the post tops its list at once.
    await playerPage.goto(`/organization/${code}`);
    const composer = playerPage.getByRole('region', { name: 'New post' });
    await composer.getByRole('button', { name: `Posting as ${name}: choose who posts` }).waitFor();
    await playerPage.getByRole('article').filter({ hasText: 'Tryouts on Friday' }).waitFor();
    await composer.getByRole('textbox', { name: /What's happening/ }).click();
    await playerPage.keyboard.type('Scrims at nine');
    await playerPage.keyboard.press('Enter');
    await playerPage.getByText('Your post is live.').waitFor();
    const newest = playerPage.getByRole('article').first();
    await newest.getByText('Scrims at nine').waitFor();
    expect(await newest.getAttribute('aria-label')).toBe(`Post by ${name}`);
    await newest.getByText(`by @${player.username}`).waitFor();
    expect(await playerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('shows deletedOrganization for an organization that does not exist', async () => {
    const { token } = await signedInUser();
    const page = await browser.page({ width: 1280, token });
    await page.goto('/organization/no-such-organization');
    await page.getByRole('heading', { name: 'This organization no longer exists.' }).waitFor();
  });
});
