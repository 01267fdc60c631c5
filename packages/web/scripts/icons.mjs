// Draws the app's PNG icons (web app manifest, Apple touch icon) from public/favicon.svg with sharp. Run it after
// changing the logo: `node packages/web/scripts/icons.mjs`; its output is committed, so builds need no sharp.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = join(publicDir, 'favicon.svg');
const out = join(publicDir, 'icons');
mkdirSync(out, { recursive: true });

/** The dark theme's page colour: a maskable icon's background, under whatever shape the launcher cuts. */
const background = '#11131d';

async function plain(size) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(out, `icon-${size}.png`));
}

/** Maskable: the logo within the middle 80% (the safe zone), on a full-bleed background. */
async function maskable(size) {
  const inner = Math.round(size * 0.6);
  const mark = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(join(out, `maskable-${size}.png`));
}

await Promise.all([plain(192), plain(512), plain(180), maskable(192), maskable(512)]);
