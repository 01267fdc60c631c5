import { randomInt } from 'node:crypto';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';

const turkish: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  Ç: 'c',
  Ğ: 'g',
  Ö: 'o',
  Ş: 's',
  Ü: 'u',
};

/**
 * The URL code of a name: Turkish letters transliterated, spaces, `&` and every other non-alphanumeric
 * turned into hyphens (one at a time), lowercased, with no hyphen at either end.
 */
export function codeFromName(name: string): string {
  return name
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => turkish[c]!)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Names nobody may take: reserved words that would pass for the staff, and abusive words,
 * in English, Turkish and Spanish. Matched against the name with spaces and punctuation removed.
 */
const forbidden = [
  // reserved
  'admin',
  'administrator',
  'moderator',
  'support',
  'official',
  'staff',
  'system',
  'root',
  'helpdesk',
  'yonetici',
  'moderatör',
  'moderator',
  'destek',
  'resmi',
  'yetkili',
  'sistem',
  'administrador',
  'soporte',
  'oficial',
  'sistema',
  'equipooficial',
  // abusive
  'nazi',
  'hitler',
  'isis',
  'terrorist',
  'terorist',
  'terrorista',
  'porn',
  'porno',
  'xxx',
  'nsfw',
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'nigger',
  'faggot',
  'retard',
  'siktir',
  'orospu',
  'amcik',
  'yarrak',
  'pezevenk',
  'gavat',
  'ibne',
  'puta',
  'mierda',
  'cabron',
  'pendejo',
  'maricon',
  'gilipollas',
  'coño',
  'cono',
];

const squash = (name: string) => codeFromName(name).replace(/-/g, '');

export function assertAcceptableName(name: string) {
  const flat = squash(name);
  if (name.toLowerCase().replace(/\s+/g, '').includes('gamefolk') || flat.includes('gamefolk')) {
    throw new AppError('stealingName', 'name');
  }
  if (!flat || forbidden.some((word) => flat.includes(squash(word))))
    throw new AppError('organizationNameNotAccepted', 'name');
}

/** The name's code, or with an underscore and a random digit when taken; all ten taken is an error. */
export async function freeCode(services: Services, name: string): Promise<string> {
  const code = codeFromName(name);
  if (!(await services.repos.organizations.codeTaken(code))) return code;
  const digits = [...Array(10).keys()].sort(() => randomInt(0, 3) - 1);
  for (const digit of digits) {
    const candidate = `${code}_${digit}`;
    if (!(await services.repos.organizations.codeTaken(candidate))) return candidate;
  }
  throw new AppError('organizationCodeTaken', 'name');
}
