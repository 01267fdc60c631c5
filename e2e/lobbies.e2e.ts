import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, shot, useBrowser } from './support/browser';
import { inHours, seedEvent } from './support/seed';

const browser = useBrowser();

async function pick(page: Page, label: RegExp, option: string, typed?: string) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: label });
  if (typed) await box.fill(typed);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('lobbies', () => {
  it('one player creates a lobby on a desktop, another applies from a phone, the owner approves', async () => {
    const owner = await signedInUser();
    const player = await signedInUser();
    const ownerPage = await browser.page({ width: 1280, token: owner.token });

    await ownerPage.goto('/lobby');
    await ownerPage.getByRole('heading', { name: 'Lobbies', level: 1 }).waitFor();
    await ownerPage.getByRole('button', { name: 'Create lobby' }).click();
    const drawer = ownerPage.getByRole('dialog');
    await drawer.getByRole('combobox', { name: /^Game/ }).fill('League');
    await ownerPage.getByRole('option', { name: 'League of Legends' }).click();
    await pick(ownerPage, /^Server or region/, 'EUW');
    await pick(ownerPage, /^Rank/, 'Gold II', 'Gold II');
    await pick(ownerPage, /^Role/, 'Jungle');
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Flex queue tonight, mic on.');
    await shot(ownerPage, 'lobby-create-1280');
    await drawer.getByRole('button', { name: 'Create lobby' }).click();
    await ownerPage.waitForURL(/\/lobby\/\d+$/);
    const lobbyPath = new URL(ownerPage.url()).pathname;
    await ownerPage.getByRole('heading', { name: 'League of Legends' }).waitFor();
    await ownerPage.getByText('No applications yet.').waitFor();

    const playerPage = await browser.page({ width: 375, token: player.token });
    await playerPage.goto('/lobby');
    const card = playerPage.getByRole('article').getByRole('link', { name: 'League of Legends' }).first();
    await card.waitFor();
    await shot(playerPage, 'lobby-list-375');
    await playerPage.goto(lobbyPath);
    await playerPage.getByRole('textbox', { name: 'A note for the owner' }).fill('Gold jungler, evenings.');
    await playerPage.getByRole('button', { name: 'Apply' }).click();
    await playerPage.getByText('Your application: waiting').waitFor();
    await shot(playerPage, 'lobby-applied-375');

    await ownerPage.reload();
    const application = ownerPage.getByTestId('lobby-application');
    await application.getByText('Gold jungler, evenings.').waitFor();
    await application.getByRole('button', { name: 'Approve' }).click();
    await application.getByText('approved').waitFor();
    await ownerPage.getByRole('list', { name: 'Members' }).getByText(`@${player.username}`, { exact: false }).waitFor();
    await shot(ownerPage, 'lobby-owner-1280');

    await playerPage.reload();
    await playerPage.getByText('Your application: approved').waitFor();
    expect(await playerPage.getByRole('button', { name: 'Leave lobby' }).isVisible()).toBe(true);
    await shot(playerPage, 'lobby-member-375');
    // The same page in the light theme.
    await playerPage.evaluate(() => localStorage.setItem('theme', 'light'));
    await playerPage.reload();
    await playerPage.getByText('Your application: approved').waitFor();
    await shot(playerPage, 'lobby-member-375-light');
  });
});

describe('events', () => {
  it('one player creates an event on a phone, another marks "going" on a desktop', async () => {
    const host = await signedInUser();
    const guest = await signedInUser();
    const hostPage = await browser.page({ width: 375, token: host.token });
    const name = `Cup night ${Date.now().toString(36)}`;

    await hostPage.goto('/events');
    await hostPage.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await hostPage.getByRole('button', { name: 'Create event' }).click();
    const drawer = hostPage.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await drawer.getByLabel(/^Starts/).fill(local);
    await drawer.getByRole('textbox', { name: 'Address or link' }).fill('Kadıköy, İstanbul');
    await pick(hostPage, /^Where/, 'In person');
    await shot(hostPage, 'event-create-375');
    await drawer.getByRole('button', { name: 'Create event' }).click();
    await hostPage.waitForURL(/\/events\/\d+$/);
    const eventPath = new URL(hostPage.url()).pathname;
    await hostPage.getByRole('heading', { name }).waitFor();
    await hostPage.getByRole('link', { name: 'Open in map' }).waitFor();
    await shot(hostPage, 'event-host-375');

    const guestPage = await browser.page({ width: 1280, token: guest.token });
    await guestPage.goto('/events');
    await guestPage.getByRole('article').getByRole('link', { name }).waitFor();
    await guestPage.evaluate(() => localStorage.setItem('theme', 'light'));
    await guestPage.reload();
    await guestPage.getByRole('article').getByRole('link', { name }).waitFor();
    await shot(guestPage, 'events-list-1280');
    await guestPage.goto(eventPath);
    await guestPage.getByRole('button', { name: /^Going/ }).click();
    await guestPage.getByRole('button', { name: 'Going (1)' }).waitFor();
    await guestPage.getByRole('list', { name: 'Participants' }).getByText('going').waitFor();
    await shot(guestPage, 'event-guest-1280');

    await hostPage.reload();
    await hostPage.getByRole('button', { name: 'Going (1)' }).waitFor();
    // The list draws after the counts: wait for its row before counting them.
    const participants = hostPage.getByRole('list', { name: 'Participants' }).getByRole('listitem');
    await participants.first().waitFor();
    expect(await participants.count()).toBe(1);
  });

  it('a player on the waiting list is told on their phone when a place opens, and the event shows them going', async () => {
    const [host, first, waiter] = [await signedInUser(), await signedInUser(), await signedInUser()];
    const name = `Full house ${Date.now().toString(36)}`;
    const event = await seedEvent(host.token, {
      name,
      startsAt: inHours(72),
      location: 'https://twitch.tv/gamefolk',
      capacity: 1,
    });
    await secured(first.token, 'setParticipation', { id: event.id, status: 'going' });

    const page = await browser.page({ width: 375, token: waiter.token, touch: true });
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: /^Going/ }).click();
    await page.getByText("You're number 1 on the waiting list.").waitFor();

    await secured(first.token, 'setParticipation', { id: event.id, status: 'notGoing' });
    await page.goto('/notifications');
    const told = page.getByRole('link', { name: /A place opened up: you're now going to/ });
    await told.waitFor();
    await shot(page, 'event-promoted-375');
    await told.click();
    await page.waitForURL(new RegExp(`/events/${event.id}$`));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('list', { name: 'Participants' }).getByText('going').waitFor();
    expect(await page.getByText("You're number 1 on the waiting list.").count()).toBe(0);
  });
});
