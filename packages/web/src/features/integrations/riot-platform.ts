import { riotPlatformIds, type RiotPlatform } from '@gamefolk/contract';

const key = 'gf.riotPlatform';

/** Time zones (by prefix, most precise first) and the League server their players most likely play on. */
const byZone: [RegExp, RiotPlatform][] = [
  [/^(Europe\/Istanbul|Asia\/Istanbul)$/, 'tr1'],
  [/^Europe\/(Moscow|Volgograd|Kirov|Samara|Ulyanovsk|Astrakhan|Saratov)$/, 'ru'],
  [
    /^Europe\/(Helsinki|Stockholm|Oslo|Copenhagen|Warsaw|Prague|Budapest|Bucharest|Sofia|Athens|Riga|Tallinn|Vilnius|Kyiv|Kiev|Belgrade|Zagreb|Ljubljana|Bratislava|Sarajevo|Skopje|Podgorica|Tirane|Chisinau|Minsk)$/,
    'eun1',
  ],
  [/^Europe\//, 'euw1'],
  [
    /^America\/(Sao_Paulo|Fortaleza|Recife|Bahia|Belem|Manaus|Cuiaba|Campo_Grande|Porto_Velho|Boa_Vista|Rio_Branco|Maceio|Araguaina|Santarem|Noronha)$/,
    'br1',
  ],
  [/^America\/(Argentina\/.*|Buenos_Aires|Santiago|Montevideo|Asuncion|Punta_Arenas)$/, 'la2'],
  [
    /^America\/(Mexico_City|Monterrey|Merida|Cancun|Chihuahua|Hermosillo|Mazatlan|Tijuana|Bogota|Lima|Caracas|Guayaquil|La_Paz|Panama|Guatemala|Costa_Rica|El_Salvador|Tegucigalpa|Managua|Havana|Santo_Domingo|Puerto_Rico)$/,
    'la1',
  ],
  [/^(America\/|US\/|Canada\/)/, 'na1'],
  [/^Asia\/Seoul$/, 'kr'],
  [/^Asia\/Tokyo$/, 'jp1'],
  [/^Asia\/Taipei$/, 'tw2'],
  [/^Asia\/(Ho_Chi_Minh|Saigon)$/, 'vn2'],
  [/^Asia\/(Singapore|Manila|Bangkok|Jakarta|Kuala_Lumpur|Makassar|Pontianak|Jayapura)$/, 'sg2'],
  [/^(Australia\/|Pacific\/Auckland)/, 'oc1'],
  [/^Asia\/(Dubai|Riyadh|Qatar|Bahrain|Kuwait|Baghdad|Amman|Beirut|Muscat|Tehran)$/, 'me1'],
];

/**
 * A first guess at the player's League server from the browser's time zone (Turkish without one: tr1). The player
 * sees it preselected before going to Riot and can change it.
 */
export function guessRiotPlatform(language: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  for (const [zone, platform] of byZone) if (zone.test(timeZone ?? '')) return platform;
  return language === 'tr' ? 'tr1' : null;
}

/** The server picked before going to Riot, kept for the callback page of this tab. */
export const riotPlatformChoice = {
  save(platform: RiotPlatform) {
    sessionStorage.setItem(key, platform);
  },
  read(): RiotPlatform | null {
    const value = sessionStorage.getItem(key);
    return riotPlatformIds.includes(value as RiotPlatform) ? (value as RiotPlatform) : null;
  },
  clear() {
    sessionStorage.removeItem(key);
  },
};
