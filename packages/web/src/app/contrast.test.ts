import { describe, expect, it } from 'vitest';
import { accents, brand, dark, gray, surfaces } from './palette';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// WCAG AA: 4.5:1 for body text. Each pair is a text colour on the background it is drawn on.
const pairs: [string, string, string][] = [
  ['dark text on body', dark[0], surfaces.dark.body],
  ['dark text on surface', dark[0], surfaces.dark.surface],
  ['dark dimmed on body', dark[2], surfaces.dark.body],
  ['dark dimmed on surface', dark[2], surfaces.dark.surface],
  ['dark placeholder on input', dark[3], dark[6]],
  ['dark link on surface', brand[4], surfaces.dark.surface],
  ['dark error on surface', surfaces.dark.error, surfaces.dark.surface],
  ['white on filled button', '#ffffff', brand[7]],
  ['light text on body', surfaces.light.text, surfaces.light.body],
  ['light dimmed on body', gray[6], surfaces.light.body],
  ['light dimmed on surface', gray[6], surfaces.light.surface],
  ['light placeholder on input', gray[5], '#ffffff'],
  ['light link on surface', brand[7], surfaces.light.surface],
  ['light link on body', brand[7], surfaces.light.body],
  ['light error on surface', surfaces.light.error, surfaces.light.surface],
];

// Every accent as Mantine draws it (primary shade 7 in both schemes): white on a filled control, the coloured text and
// outline on the light page and surface, the light variant's text on its background, and the dark scheme's text.
for (const [name, shades] of Object.entries(accents)) {
  pairs.push(
    [`white on filled ${name}`, '#ffffff', shades[7]],
    [`${name} text on light body`, shades[7], surfaces.light.body],
    [`${name} text on light surface`, shades[7], surfaces.light.surface],
    [`light ${name} variant`, shades[9], shades[1]],
    [`${name} text on dark surface`, shades[4], surfaces.dark.surface],
    [`light ${name} variant in the dark`, shades[0], shades[9]],
  );
}

describe('theme contrast', () => {
  it.each(pairs)('%s meets WCAG AA', (_name, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
