// Issue 33: an open lobby or event page follows its notifications (items 6, 7), a waiting player is not shown as
// going, public pages name the shop (25), and pages search engines must not index say so in the served HTML (23).
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, secured, shot, useBrowser } from './support/browser';
import { seedEvent, seedLobby } from './support/seed';

const browser = useBrowser();

describe('live pages', () => {
  it('an applicant watching their lobby sees the approval arrive, named after the game, without a reload', async () => {
    const owner = await signedInUser();
    const player = await signedInUser();
    const lobby = await seedLobby(owner.token, {
      server: 'TR',
      rank: 'Gold II',
      role: 'Jungle',
      description: 'Flex tonight',
    });
    const application = await secured<{ id: number }>(player.token, 'applyLobby', {
      id: lobby.id,
      Description: 'Jungle main',
    });
    const page = await browser.page({ width: 375, token: player.token });
    await page.goto(`/lobby/${lobby.id}`);
    await page.getByText('Your application: waiting').waitFor();

    await secured(owner.token, 'answerLobbyApplication', { id: application.id, status: 1 });
    await page.getByText('Your application: approved').waitFor({ timeout: 15_000 });
    await page.getByText('approved your application to their League of Legends lobby').first().waitFor();
    await shot(page, 'lobby-approved-live-375');
  });

  it('a waiting player sees Going outlined, then "going" once a place opens, without a reload', async () => {
    const host = await signedInUser();
    const first = await signedInUser();
    const waiting = await signedInUser();
    const event = await seedEvent(host.token, { name: 'Live cup', capacity: 1 });
    await secured(first.token, 'setParticipation', { id: event.id, status: 'going' });
    await secured(waiting.token, 'setParticipation', { id: event.id, status: 'going' });
    for (const width of [375, 1280]) {
      const page = await browser.page({ width, token: waiting.token });
      await page.goto(`/events/${event.id}`);
      // First in line (issue 47 item 23).
      await page.getByText("You're number 1 on the waiting list.").waitFor();
      const going = page.getByRole('button', { name: 'Going (1)' }).first();
      expect(await going.getAttribute('data-variant')).toBe('outline');
      expect(await going.getAttribute('aria-pressed')).toBe('false');
      await shot(page, `event-waiting-${width}`);
      if (width === 1280) {
        await secured(first.token, 'setParticipation', { id: event.id, status: 'notGoing' });
        await expect.poll(() => going.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
        expect(await page.getByText("You're number 1 on the waiting list.").count()).toBe(0);
        await page.getByText("A place opened up: you're now going to Live cup").first().waitFor();
        await shot(page, 'event-promoted-live-1280');
      }
    }
  });
});

describe('public pages', () => {
  it.each([
    ['en-US', 'Shop'],
    ['tr-TR', 'Mağaza'],
    ['es-ES', 'Tienda'],
  ])('a %s visitor finds the shop in the footer (1280) and the phone menu (375)', async (locale, name) => {
    for (const width of [1280, 375]) {
      const page = await browser.page({ width, locale });
      await page.goto('/faq');
      if (width < 760)
        await page
          .getByRole('button', { name: /menu|menü|menú/i })
          .first()
          .click();
      const link = page.getByRole('link', { name, exact: true }).last();
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('/shop');
      await shot(page, `faq-shop-link-${locale}-${width}`);
    }
  });

  it('sends noindex in the HTML of the pages search engines must not index, and not on the others', async () => {
    const html = async (path: string) =>
      (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
    for (const path of ['/privacy-policy', '/terms-of-service', '/one-pager', '/shop', '/faq']) {
      expect(await html(path), path).toContain('<meta name="robots" content="noindex"');
    }
    for (const path of ['/', '/login', '/register', '/about-us', '/mission']) {
      expect(await html(path), path).not.toContain('name="robots"');
    }
  });
});
