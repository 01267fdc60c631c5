import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, shot, useBrowser } from './support/browser';

const browser = useBrowser();

async function player() {
  const account = await signedInUser();
  const { id } = await secured<{ id: number }>(account.token, 'user');
  return { ...account, id };
}

/** The createReport call the dialog sends, as the server answered it. */
async function sentReport(page: Page, send: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/securedHandle') && r.postDataJSON()?.action === 'createReport'),
    send(),
  ]);
  const answer = (await (await request.response())?.json()) as { data?: { received?: boolean } };
  expect(answer.data?.received).toBe(true);
  return request.postDataJSON().payload as { report_type: string; related_id: number; category: string };
}

/** A founder's organization and a conversation in which Ayşe wrote to Mert. */
async function world() {
  const founder = await player();
  const ayse = await player();
  const mert = await player();
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const logo = await secured<{ url: string }>(founder.token, 'uploadFile', {
    base64: png.toString('base64'),
    kind: 'logo',
  });
  const organization = await secured<{ id: number; code: string; name: string }>(founder.token, 'createOrganization', {
    name: `Night Owls ${Date.now() % 100000}`,
    country: 'TUR',
    category_id: 1,
    logo_url: logo.url,
  });
  // Mert follows Ayşe: her message reaches his inbox, not his Requests tab (e2e/chat-attention.e2e.ts).
  await secured(mert.token, 'followUser', { userId: ayse.id });
  const channel = await secured<{ id: number }>(ayse.token, 'createChannels', { receivingUserId: mert.id });
  await secured(ayse.token, 'postChat', { chatchannelId: channel.id, message: { content: 'gg, rematch tonight?' } });
  return { founder, ayse, mert, organization };
}

describe('reports from menus (issue 33 item 18)', () => {
  it("a player reports an organization from its page's menu on a phone", async () => {
    const { mert, organization, founder } = await world();
    const page = await browser.page({ token: mert.token, width: 375, touch: true });
    await page.goto(`/organization/${organization.code}`);
    await page.getByRole('heading', { name: organization.name }).waitFor();

    await page.getByRole('button', { name: 'Organization actions' }).tap();
    await page.getByRole('menuitem', { name: 'Report' }).tap();
    const dialog = page.getByRole('dialog', { name: `Report ${organization.name}` });
    await dialog.getByRole('radio', { name: 'Fraud or scam' }).tap();
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Sells fake tournament slots');
    const report = await sentReport(page, () => dialog.getByRole('button', { name: 'Send report' }).tap());
    expect(report).toEqual({
      report_type: 'organization',
      related_id: organization.id,
      category: 'fraud',
      description: 'Sells fake tournament slots',
    });
    await page.getByText('Thanks. Our moderators will look at your report.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Whoever runs it has nothing to report there.
    const own = await browser.page({ token: founder.token, width: 375, touch: true });
    await own.goto(`/organization/${organization.code}`);
    await own.getByRole('heading', { name: organization.name }).waitFor();
    expect(await own.getByRole('button', { name: 'Organization actions' }).count()).toBe(0);
  });

  it("a player reports someone else's chat message from its menu; their own messages have none", async () => {
    const { ayse, mert } = await world();
    const page = await browser.page({ token: mert.token, width: 1280 });
    await page.goto(`/messages?user=${ayse.id}`);
    const received = page.getByTestId('chat-message').filter({ hasText: 'gg, rematch tonight?' });
    await received.waitFor();
    await page.locator('[data-testid="chat-status"][data-status="ready"]').waitFor();
    await page.getByRole('textbox', { name: 'Write a message…' }).fill('sure');
    await page.keyboard.press('Enter');
    const mine = page.locator('[data-testid="chat-message"][data-mine][data-message-id]').filter({ hasText: 'sure' });
    await mine.waitFor();
    expect(await mine.getByRole('button', { name: 'Message actions' }).count()).toBe(0);

    await received.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report message' });
    await dialog.getByRole('radio', { name: 'Bullying or harassment' }).check();
    const report = await sentReport(page, () => dialog.getByRole('button', { name: 'Send report' }).click());
    expect(report).toMatchObject({
      report_type: 'message',
      related_id: Number(await received.getAttribute('data-message-id')),
      category: 'bullying',
    });
    await page.getByText('Thanks. Our moderators will look at your report.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  // With E2E_SHOTS=<dir>: both dialogs at 375 and 1280 px, light and dark, in tr, en and es, to look at.
  it.runIf(process.env.E2E_SHOTS)(
    'draws both menus and dialogs in every language, theme and width',
    async () => {
      const { ayse, mert, organization } = await world();
      for (const locale of ['tr-TR', 'en-US', 'es-ES'])
        for (const theme of ['light', 'dark'] as const)
          for (const width of [375, 1280]) {
            const name = `${locale.slice(0, 2)}-${theme}-${width}`;
            const page = await browser.page({ token: mert.token, width, theme, locale });
            await page.goto(`/organization/${organization.code}`);
            await page.getByRole('heading', { name: organization.name }).waitFor();
            await page.locator('button[aria-haspopup="menu"]').last().click();
            await page.getByRole('menuitem').first().waitFor();
            await shot(page, `report-organization-menu-${name}`);
            await page.getByRole('menuitem').first().click();
            await page.getByRole('dialog').getByRole('radio').first().waitFor();
            await page.screenshot({ path: `${process.env.E2E_SHOTS}/report-organization-dialog-${name}.png` });

            await page.goto(`/messages?user=${ayse.id}`);
            const received = page.getByTestId('chat-message').first();
            await received.waitFor();
            await received.getByRole('button').click();
            await page.getByRole('menuitem').first().waitFor();
            await page.screenshot({ path: `${process.env.E2E_SHOTS}/report-message-menu-${name}.png` });
            await page.getByRole('menuitem').first().click();
            await page.getByRole('dialog').getByRole('radio').first().waitFor();
            await page.screenshot({ path: `${process.env.E2E_SHOTS}/report-message-dialog-${name}.png` });
            await page.context().close();
          }
    },
    600_000,
  );
});
