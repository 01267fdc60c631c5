/**
 * Catalog icons drawn by our own code: a rounded square with a gradient picked from the slug, a faint glyph for
 * the game's main genre and its short mark. No logo of anyone else's is copied, and the SVG holds no script,
 * link or external reference, so it is safe wherever a data image is.
 */

const SIZE = 64;

/** FNV-1a: a stable hash, so a game keeps its colours across restarts and instances. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const skippedWords = new Set(['of', 'the', 'and', 'a', 'an']);

/** "Rocket League" → "RL", "Minecraft" → "M"; catalog entries may give their own mark instead. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s:\-–]+/).filter((w) => w && !skippedWords.has(w.toLowerCase()));
  const letters = words.map((w) => (/^(\d+|[IVX]+)$/.test(w) ? w : [...w][0]!.toUpperCase()));
  return letters.join('').slice(0, 3) || '?';
}

/** White shapes behind the mark; the first genre the catalog lists picks one. */
const glyphs: Record<string, string> = {
  // a crosshair
  shooter:
    '<circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="3"/>' +
    '<path d="M32 8v14M32 42v14M8 32h14M42 32h14" stroke="#fff" stroke-width="3"/>',
  // three lanes meeting in the middle
  moba: '<path d="M8 56 56 8M8 20c20 0 36 16 36 36M20 8c0 20 16 36 36 36" fill="none" stroke="#fff" stroke-width="3"/>',
  // the shrinking circle
  royale:
    '<circle cx="32" cy="32" r="22" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 4"/>' +
    '<circle cx="36" cy="28" r="11" fill="none" stroke="#fff" stroke-width="3"/>',
  // a shield
  rpg: '<path d="M32 8 52 15v15c0 13-9 22-20 26-11-4-20-13-20-26V15z" fill="#fff"/>',
  // a ball
  sports:
    '<circle cx="32" cy="32" r="20" fill="none" stroke="#fff" stroke-width="3"/>' +
    '<path d="M32 20l9 7-3 11H26l-3-11z" fill="#fff"/>',
  // speed chevrons
  racing:
    '<path d="M8 14l16 18-16 18M26 14l16 18-16 18M44 14l12 18-12 18" fill="none" stroke="#fff" stroke-width="4"/>',
  // a hexagon
  strategy: '<path d="M32 8 53 20v24L32 56 11 44V20z" fill="none" stroke="#fff" stroke-width="3"/>',
  // a cube
  sandbox:
    '<path d="M32 8 54 20v24L32 56 10 44V20z" fill="#fff" fill-opacity=".5"/>' +
    '<path d="M10 20l22 12 22-12M32 32v24" fill="none" stroke="#fff" stroke-width="3"/>',
  // a burst
  fighting: '<path d="M32 4l6 18 18-8-10 16 16 8-18 4 4 18-16-12-16 12 4-18-18-4 16-8L8 14l18 8z" fill="#fff"/>',
  // a flame
  survival: '<path d="M32 6c4 12 18 18 18 32a18 18 0 0 1-36 0c0-8 5-12 8-18 2 6 6 8 6 8 0-10 2-16 4-22z" fill="#fff"/>',
  // two fanned cards
  card:
    '<rect x="14" y="12" width="24" height="36" rx="4" fill="#fff" transform="rotate(-12 26 30)"/>' +
    '<rect x="26" y="16" width="24" height="36" rx="4" fill="#fff" fill-opacity=".6" transform="rotate(10 38 34)"/>',
  // an eye in the dark
  horror: '<path d="M6 32c8-12 16-18 26-18s18 6 26 18c-8 12-16 18-26 18S14 44 6 32z" fill="#fff"/>',
  // confetti dots
  party:
    '<circle cx="16" cy="16" r="5" fill="#fff"/><circle cx="48" cy="18" r="4" fill="#fff"/>' +
    '<circle cx="20" cy="48" r="4" fill="#fff"/><circle cx="46" cy="46" r="6" fill="#fff"/>',
  // a compass star
  adventure: '<path d="M32 6l6 20 20 6-20 6-6 20-6-20-20-6 20-6z" fill="#fff"/>',
  // a leaf for the quiet games
  simulation: '<path d="M12 52C12 24 28 12 54 10c-2 26-14 42-42 42zM12 52 38 26" fill="#fff"/>',
};

const glyphByGenre: [RegExp, keyof typeof glyphs][] = [
  [/battle royale/i, 'royale'],
  [/moba|battle arena/i, 'moba'],
  [/shooter/i, 'shooter'],
  [/fighting|brawler/i, 'fighting'],
  [/sports/i, 'sports'],
  [/racing/i, 'racing'],
  [/strategy|auto battler/i, 'strategy'],
  [/card/i, 'card'],
  [/sandbox/i, 'sandbox'],
  [/survival/i, 'survival'],
  [/horror/i, 'horror'],
  [/party|social/i, 'party'],
  [/rpg|mmo|roguelike/i, 'rpg'],
  [/simulation|farming|rhythm/i, 'simulation'],
  [/adventure|action|open world/i, 'adventure'],
];

function glyphFor(genres: string[], h: number): string {
  for (const genre of genres) {
    const found = glyphByGenre.find(([pattern]) => pattern.test(genre));
    if (found) return glyphs[found[1]]!;
  }
  const all = Object.values(glyphs);
  return all[h % all.length]!;
}

export interface IconSubject {
  slug: string;
  name: string;
  genres: string[];
  /** The short text on the icon, such as "CS2"; drawn from the name's initials when absent. */
  mark?: string;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The icon as SVG markup. */
export function drawGameIconSvg(game: IconSubject): string {
  const h = hash(game.slug);
  const hue = h % 360;
  const hue2 = (hue + 35 + ((h >>> 9) % 70)) % 360;
  const [x1, y1, x2, y2] = (h >>> 16) % 2 ? [0, 0, 1, 1] : [1, 0, 0, 1];
  const text = game.mark ?? initialsOf(game.name);
  const fontSize = [30, 30, 24, 19, 15][Math.min([...text].length, 4)]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${hslToHex(hue, 70, 48)}"/><stop offset="1" stop-color="${hslToHex(hue2, 75, 28)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="14" fill="url(#g)"/>` +
    `<g opacity=".2">${glyphFor(game.genres, h)}</g>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui,'Segoe UI',Roboto,Arial,sans-serif" ` +
    `font-size="${fontSize}" font-weight="800" letter-spacing="-.5">${escapeXml(text)}</text>` +
    `</svg>`
  );
}

/** The icon as the data-image string the catalog stores and clients put straight into an img. */
export function drawGameIcon(game: IconSubject): string {
  return `data:image/svg+xml;base64,${Buffer.from(drawGameIconSvg(game)).toString('base64')}`;
}
