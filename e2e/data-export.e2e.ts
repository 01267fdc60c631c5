// Issue 43: "Download your data" in Settings: asked for, gathered by the job, mailed; the mail's link opens the
// download for the player, and for nobody else.
import { describe, expect, it } from 'vitest';
import { mailedLink, signedInUser } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();

describe.each([375, 1280])('data export at %i px', (width) => {
  it('asks for the data, follows the mailed link and downloads the ZIP; another player gets nothing', async () => {
    const { token, username } = await signedInUser();
    const page = await browser.page({ width, token });
    await page.goto('/settings');
    const section = page.getByTestId('data-export');
    await section.getByRole('button', { name: 'Ask for your data' }).click();
    // Gathered by the job while the page waits; the page looks again by itself.
    await section.getByRole('button', { name: 'Download ZIP' }).waitFor({ timeout: 30_000 });
    await section.getByText(/^Ready\. The download works until/).waitFor();

    const link = await mailedLink(`${username}@example.com`, 'settings/data');
    await page.goto(link);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gamefolk-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const zip = readFileSync(path!);
    // A ZIP's entry names are stored as they are: the four the contract names are in it.
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['profile.json', 'posts.json', 'messages.json', 'connections.json']) {
      expect(zip.includes(Buffer.from(name))).toBe(true);
    }
    // Once a day.
    expect(await section.getByRole('button', { name: 'Ask for your data' }).count()).toBe(0);

    const stranger = await signedInUser();
    const other = await browser.page({ width, token: stranger.token });
    await other.goto(new URL(link).pathname);
    await other.getByText('This download has expired or is not yours.').waitFor();
    expect(await other.getByRole('button', { name: 'Download ZIP' }).count()).toBe(0);
  });
});
