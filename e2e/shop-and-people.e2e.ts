// Issue 33, seen in a real browser at the width where each was seen: the shop's words and facts (items 3, 9), editing
// an application (17), promoting a trend (19), the compact leaderboard (21), one avatar for people, the organization's
// tabs and role, and the Spanish words (14).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import sharp from 'sharp';
import { baseUrl, scrollSettled, secured, shot, useBrowser } from './support/browser';
import { inHours, seedEvent, seedLobby } from './support/seed';

const browser = useBrowser();

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

let managerAccount: Promise<{ token: string; username: string }> | undefined;
/** The one manager of this run (global-setup names its address in MANAGER_EMAILS). */
const manager = () => (managerAccount ??= signedInUser('shop.manager@example.com'));

interface Order {
  id: number;
  status: string;
  refundStatus: string | null;
  refundAmount: number | null;
}

async function payInFrame(page: Page) {
  const form = page.frameLocator('iframe[title="PayTR payment form"]');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4355 0843 5508 4358');
  await scrollSettled(page);
  await form.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/paytr\/ok\?order=\d+$/);
  await page.getByText(/is paid\./).waitFor({ timeout: 15_000 });
}

/** The value under a fact's label on an order page. */
const fact = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

describe('the shop says what is true (issue 33 items 3, 9)', () => {
  it('on a phone: the name comes from the profile, an empty phone is "required", and a left checkout is paid later from the order', async () => {
    const buyer = await signedInUser();
    await secured(buyer.token, 'savePersonals', { first_name: 'Deniz', last_name: 'Yılmaz' });
    const page = await browser.page({ width: 375, token: buyer.token, touch: true });
    await page.goto('/shop');
    await page.getByRole('link', { name: /Gamefolk T-shirt/ }).click();
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect.poll(() => name.inputValue()).toBe('Deniz Yılmaz');

    await page.locator('label', { hasText: /^M$/ }).click();
    await page.getByRole('textbox', { name: 'Address' }).fill('Moda Cd. 1, Kadıköy, İstanbul');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.getByText('Please fill inputs.').waitFor();
    expect(await page.getByText('Phone can only contain digits.').count()).toBe(0);
    await shot(page, 'shop-phone-required-375');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+90 555 123 4567');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.frameLocator('iframe[title="PayTR payment form"]').getByText('USD 24.99').waitFor();
    // The lock beside "the card form is PayTR's" keeps its size on a phone.
    const lock = await box(page.locator('svg.tabler-icon-lock'));
    expect(lock.width).toBeGreaterThanOrEqual(15);
    await shot(page, 'shop-checkout-375');

    // The buyer leaves the card form; the order page takes them back to it.
    await page.goto('/orders');
    await page
      .getByRole('link', { name: /Gamefolk T-shirt/ })
      .first()
      .click();
    await expect.poll(() => fact(page, 'Ships to').textContent()).toContain('Moda Cd. 1, Kadıköy, İstanbul');
    await shot(page, 'order-pending-375');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payInFrame(page);

    await page.getByRole('link', { name: 'See the order' }).click();
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();
    await page.getByText('It has not shipped yet: cancelling gives the full amount back at once').waitFor();
    await page.getByText('To simply stop this order, use Cancel order above.').waitFor();
    await shot(page, 'order-paid-merch-375');
  });

  it('at 1280: "Buy 1 month" opens the card form at once; a plan’s refund reasons fit it; the manager confirms the amount; refunded is not "Paid"', async () => {
    const buyer = await signedInUser();
    const page = await browser.page({ width: 1280, token: buyer.token });
    await page.goto('/game-actor-plus');
    await page.getByTestId('buy-premium-1').click();
    await page.waitForURL(/\/shop\/\d+$/);
    await page
      .frameLocator('iframe[title="PayTR payment form"]')
      .getByText(/USD \d+\.\d{2}$/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Buy now' }).count()).toBe(0);
    await shot(page, 'plan-checkout-1280');
    await payInFrame(page);
    await page.getByRole('link', { name: 'See the order' }).click();

    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option').first().waitFor();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toContain("I didn't like it");
    expect(options).not.toContain('Wrong size');
    expect(options).not.toContain('Defective');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await page.getByRole('option', { name: "I didn't like it" }).click();
    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Changed my mind');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent: the store will contact you.').waitFor();
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    const boss = await manager();
    const desk = await browser.page({ width: 1280, token: boss.token });
    await desk.goto('/shop/manage');
    await desk.getByRole('tab', { name: 'Refund requests' }).click();
    const card = desk.locator('.mantine-Paper-root', { hasText: buyer.username }).filter({ hasText: 'Approve refund' });
    await card.getByText('Buyer’s note: Changed my mind').waitFor();
    expect(await card.getByText('Note (optional)').count()).toBe(0);
    await card.getByRole('button', { name: 'Approve refund' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Approve this refund?' });
    await dialog.getByText(new RegExp(`^\\$\\d+\\.\\d{2} goes back to ${buyer.username}’s card`)).waitFor();
    await shot(desk, 'approve-refund-confirm-1280');
    // Asked, not sent: "Not now" leaves the request waiting.
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await secured<Order>(buyer.token, 'getOrder', { id: orderId })).refundStatus).toBe('requested');
    await card.getByRole('button', { name: 'Approve refund' }).click();
    await dialog.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }).click();
    await expect
      .poll(async () => (await secured<Order>(buyer.token, 'getOrder', { id: orderId })).status, { timeout: 15_000 })
      .toBe('refunded');

    await page.reload();
    await expect.poll(() => fact(page, 'Payment').textContent()).toBe('Refunded');
    await shot(page, 'order-refunded-1280');
  });

  it('at 375, in Turkish and dark: the manager refuses a refund with a reason, asked first and told after; the buyer reads it', async () => {
    const buyer = await signedInUser();
    const page = await browser.page({ width: 1280, token: buyer.token });
    await page.goto('/game-actor-plus');
    await page.getByTestId('buy-premium-1').click();
    await page.waitForURL(/\/shop\/\d+$/);
    await payInFrame(page);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await secured(buyer.token, 'requestRefund', { orderId, reason: 'notLiked' });

    const boss = await manager();
    const desk = await browser.page({ width: 375, token: boss.token, touch: true, locale: 'tr-TR', theme: 'dark' });
    await desk.goto('/shop/manage');
    await desk.getByRole('tab', { name: 'İade istekleri' }).tap();
    const card = desk.locator('.mantine-Paper-root', { hasText: buyer.username }).filter({ hasText: 'Reddet' });
    await card.getByRole('button', { name: 'Reddet', exact: true }).tap();
    const dialog = desk.getByRole('dialog', { name: 'Bu iade reddedilsin mi?' });
    await dialog.getByText(new RegExp(`^${buyer.username}, iadenin reddedildiğini`)).waitFor();
    const reason = dialog.getByRole('textbox', { name: 'Alıcıya yanıtın' });
    await reason.fill('Üyelik bu ay kullanıldı.');
    // The whole dialog fits the phone: its buttons on screen, nothing wider than the window.
    const shown = await box(dialog.getByRole('button', { name: 'İadeyi reddet' }));
    expect(shown.x + shown.width).toBeLessThanOrEqual(375);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(desk, 'refuse-refund-confirm-375-tr-dark');
    // Asked, not sent: "Şimdi değil" leaves the request waiting.
    await dialog.getByRole('button', { name: 'Şimdi değil' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    expect((await secured<Order>(buyer.token, 'getOrder', { id: orderId })).refundStatus).toBe('requested');

    await card.getByRole('button', { name: 'Reddet', exact: true }).tap();
    await reason.fill('Üyelik bu ay kullanıldı.');
    await dialog.getByRole('button', { name: 'İadeyi reddet' }).tap();
    await desk.getByText('İade reddedildi. Alıcıya bildirildi.').waitFor();
    await shot(desk, 'refund-refused-375-tr-dark');
    await expect
      .poll(async () => (await secured<Order>(buyer.token, 'getOrder', { id: orderId })).refundStatus)
      .toBe('refused');

    await page.goto(`/orders/${orderId}`);
    await page.getByText('The store’s answer: Üyelik bu ay kullanıldı.').waitFor();
    await page.getByText('The store did not accept the refund request.').waitFor();
    await shot(page, 'refund-refused-buyer-1280');
    expect(await page.getByRole('button', { name: 'Send request' }).count()).toBe(0);
  });

  it('a cancelled order gives no payment-failure reason', async () => {
    const buyer = await signedInUser();
    const products = (await (
      await fetch(`${baseUrl()}/api/handle`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getProducts', payload: {} }),
      })
    ).json()) as { data: { id: number; cosmeticKind: string | null }[] };
    const created = await secured<{ id: number }>(buyer.token, 'createOrder', {
      productId: products.data.find((p) => p.cosmeticKind === 'frame')!.id,
    });
    await secured(buyer.token, 'cancelOrder', { orderId: created.id });
    const page = await browser.page({ width: 375, token: buyer.token });
    await page.goto(`/orders/${created.id}`);
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await page.getByText('Failure reason').count()).toBe(0);
    expect(await page.getByText('The payment was not completed in time, or was cancelled.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
  });

  it('at 1280×800 no shop card lies under the Messages corner button', async () => {
    const buyer = await signedInUser();
    const page = await browser.page({ width: 1280, token: buyer.token });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop');
    const dock = page.getByTestId('messages-dock');
    await dock.waitFor();
    const cards = page.locator('a[href^="/shop/"]').filter({ has: page.locator('img') });
    await cards.first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollSettled(page);
    await shot(page, 'shop-dock-1280x800');
    const corner = await box(dock);
    for (const card of await cards.all()) {
      const at = await box(card);
      const under =
        at.x < corner.x + corner.width &&
        corner.x < at.x + at.width &&
        at.y < corner.y + corner.height &&
        corner.y < at.y + at.height;
      expect(under).toBe(false);
    }
  });
});

describe('lobbies, trends and the leaderboard (issue 33 items 17, 19, 21)', () => {
  it('on a phone an applicant rewrites their note while the owner has not answered', async () => {
    const owner = await signedInUser();
    const player = await signedInUser();
    const lobby = await seedLobby(owner.token, { server: 'TR' });
    await secured(player.token, 'applyLobby', { id: lobby.id, Description: 'Jungle main' });
    const page = await browser.page({ width: 375, token: player.token });
    await page.goto(`/lobby/${lobby.id}`);
    await page.getByTestId('my-application-note').getByText('Jungle main').waitFor();
    await page.getByRole('button', { name: 'Edit note' }).click();
    const note = page.getByRole('textbox', { name: 'A note for the owner' });
    await note.fill('Jungle or support, Gold II');
    await shot(page, 'application-edit-375');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByTestId('my-application-note').getByText('Jungle or support, Gold II').waitFor();
    const seen = await secured<{ description: string }[]>(owner.token, 'getLobbyApplications', { id: lobby.id });
    expect(seen[0]!.description).toBe('Jungle or support, Gold II');
  });

  it('a manager promotes a hashtag from the moderation page, and it shows as Promoted in the trends', async () => {
    const boss = await manager();
    const tag = `finals${Date.now() % 100000}`;
    const page = await browser.page({ width: 1280, token: boss.token });
    await page.goto('/moderation');
    const section = page.getByRole('region', { name: 'Promoted trends' });
    await section.getByRole('textbox', { name: 'Hashtag' }).fill(`#${tag}`);
    await section.getByRole('textbox', { name: 'Label' }).fill('Finals week');
    await section.getByRole('button', { name: 'Promote' }).click();
    const pinned = section
      .getByRole('list', { name: 'Pinned hashtags' })
      .getByRole('listitem')
      .filter({ hasText: `#${tag}` });
    await pinned.getByText('Finals week').waitFor();
    await page
      .getByRole('link', { name: new RegExp(`#${tag}.*Promoted`) })
      .first()
      .waitFor();
    await shot(page, 'moderation-promote-1280');
    await pinned.getByRole('button', { name: 'Unpin' }).click();
    await pinned.waitFor({ state: 'detached' });

    const player = await signedInUser();
    const other = await browser.page({ width: 1280, token: player.token });
    await other.goto('/moderation');
    await other.getByText('Only moderators can see this page.').waitFor();
    expect(await other.getByRole('region', { name: 'Promoted trends' }).count()).toBe(0);
  });

  it('the feed shows the compact leaderboard (top 3) on a phone and the full one (top 5) in the desktop column', async () => {
    const player = await signedInUser();
    const phone = await browser.page({ width: 375, token: player.token });
    await phone.goto('/feed');
    await phone.getByRole('region', { name: 'Word puzzle' }).getByText("Today's top 3").waitFor();
    // The column's full board is in the page but not shown on a phone.
    expect(await phone.getByText("Today's top 5").isVisible()).toBe(false);
    await shot(phone, 'feed-compact-board-375');
    const desk = await browser.page({ width: 1280, token: player.token });
    await desk.goto('/feed');
    await desk.getByText("Today's top 5").waitFor();
    expect(await desk.getByText("Today's top 3").isVisible()).toBe(false);
  });
});

describe('people and words (issue 14)', () => {
  it('lobby members and event participants are drawn with initials like everywhere, not a generic icon', async () => {
    const owner = await signedInUser();
    const lobby = await seedLobby(owner.token, { server: 'TR' });
    const event = await seedEvent(owner.token, { name: 'Avatar cup' });
    await secured(owner.token, 'setParticipation', { id: event.id, status: 'going' });
    const page = await browser.page({ width: 375, token: owner.token });
    const initials = async (list: Locator) => {
      const placeholder = list.locator('.mantine-Avatar-placeholder').first();
      await placeholder.waitFor();
      expect(await placeholder.locator('svg').count()).toBe(0);
      // Painted from the attribute (PersonAvatar: the initials are part of the picture).
      expect(await placeholder.locator('[data-initials]').getAttribute('data-initials')).toMatch(/^\p{Lu}{1,2}$/u);
    };
    await page.goto(`/lobby/${lobby.id}`);
    await initials(page.getByRole('list', { name: 'Members' }));
    await page.goto(`/events/${event.id}`);
    await initials(page.getByRole('list', { name: 'Participants' }));
    await shot(page, 'event-participants-375');
  });

  it('an organization’s tabs keep each icon by its label, and the founder’s role is a label of its own', async () => {
    const founder = await signedInUser();
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const logo = await secured<{ url: string }>(founder.token, 'uploadFile', {
      base64: png.toString('base64'),
      kind: 'logo',
    });
    const organization = await secured<{ code: string }>(founder.token, 'createOrganization', {
      name: `Tab Owls ${Date.now() % 100000}`,
      country: 'TUR',
      category_id: 1,
      logo_url: logo.url,
    });
    const page = await browser.page({ width: 1280, token: founder.token });
    await page.goto(`/organization/${organization.code}`);
    const tab = page.getByRole('tab', { name: 'Members' });
    const [icon, label] = await Promise.all([
      box(tab.locator('.mantine-Tabs-tabSection')),
      box(tab.locator('.mantine-Tabs-tabLabel')),
    ]);
    expect(label.x - (icon.x + icon.width)).toBeLessThanOrEqual(16);
    await page.getByText('You: Founder').waitFor();
    expect(await page.getByText(/^·/).count()).toBe(0);
    await shot(page, 'organization-tabs-1280');
  });

  it('in Spanish the feed is "Inicio" and events count "Asistentes", never "Feed" or "van"', async () => {
    const host = await signedInUser();
    await secured(host.token, 'saveUserLanguage', { language: 'es' });
    const event = await seedEvent(host.token, { name: 'Copa española', startsAt: inHours(72) });
    await secured(host.token, 'setParticipation', { id: event.id, status: 'going' });
    const page = await browser.page({ width: 1280, token: host.token, locale: 'es-ES' });
    await page.goto('/events');
    await page.getByText('Asistentes: 1').first().waitFor();
    expect(await page.getByText(/\d+ van\b/).count()).toBe(0);
    await page.getByRole('link', { name: 'Inicio' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Feed', exact: true }).count()).toBe(0);
    await shot(page, 'events-es-1280');
  });
});
