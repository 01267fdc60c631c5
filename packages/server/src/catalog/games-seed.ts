import type { GamePlatform } from '@gamefolk/contract';

/** The games every Gamefolk starts with; start-up inserts those missing by slug (see seed-games.ts). */
export interface GameSeed {
  slug: string;
  name: string;
  genres: string[];
  platforms: GamePlatform[];
  /** Higher is more popular: orders the list shown before anything is typed, and ties in a search. */
  popularity: number;
  /** The short text drawn on the icon, when the name's initials would not read well. */
  mark?: string;
  /** What players type instead of the name ("cs2", "gta"); matched whole by the game search. */
  aliases?: string[];
}

const PC: GamePlatform = 'PC';
const PS: GamePlatform = 'PlayStation';
const XB: GamePlatform = 'Xbox';
const NS: GamePlatform = 'Switch';
const MO: GamePlatform = 'Mobile';
const consoles = [PC, PS, XB];
const everywhere = [PC, PS, XB, NS, MO];

// A table reads best one game per line.
// prettier-ignore
export const gamesSeed: GameSeed[] = [
  { slug: 'league-of-legends', name: 'League of Legends', genres: ['MOBA'], platforms: [PC], popularity: 1000, mark: 'LoL', aliases: ['lol'] },
  { slug: 'valorant', name: 'Valorant', genres: ['Tactical Shooter'], platforms: consoles, popularity: 990, mark: 'V', aliases: ['valo'] },
  { slug: 'counter-strike-2', name: 'Counter-Strike 2', genres: ['Tactical Shooter'], platforms: [PC], popularity: 980, mark: 'CS2', aliases: ['cs2', 'csgo', 'cs go'] },
  { slug: 'minecraft', name: 'Minecraft', genres: ['Sandbox', 'Survival'], platforms: everywhere, popularity: 970, aliases: ['mc'] },
  { slug: 'fortnite', name: 'Fortnite', genres: ['Battle Royale', 'Shooter'], platforms: everywhere, popularity: 960 },
  { slug: 'grand-theft-auto-v', name: 'Grand Theft Auto V', genres: ['Action', 'Open World'], platforms: consoles, popularity: 950, mark: 'GTA', aliases: ['gta', 'gta5', 'gta v', 'gtav', 'gta online'] },
  { slug: 'roblox', name: 'Roblox', genres: ['Sandbox', 'Party'], platforms: [PC, PS, XB, MO], popularity: 940 },
  { slug: 'dota-2', name: 'Dota 2', genres: ['MOBA'], platforms: [PC], popularity: 930, mark: 'D2', aliases: ['dota'] },
  { slug: 'apex-legends', name: 'Apex Legends', genres: ['Battle Royale', 'Hero Shooter'], platforms: [PC, PS, XB, NS], popularity: 920, aliases: ['apex'] },
  { slug: 'pubg-battlegrounds', name: 'PUBG: Battlegrounds', genres: ['Battle Royale', 'Shooter'], platforms: consoles, popularity: 910, mark: 'PBG', aliases: ['pubg', 'battlegrounds'] },
  { slug: 'call-of-duty-warzone', name: 'Call of Duty: Warzone', genres: ['Battle Royale', 'Shooter'], platforms: consoles, popularity: 900, mark: 'WZ', aliases: ['cod', 'cod warzone', 'warzone'] },
  { slug: 'ea-sports-fc', name: 'EA SPORTS FC', genres: ['Sports', 'Football'], platforms: everywhere, popularity: 890, mark: 'FC', aliases: ['fifa', 'fc 25', 'fc 26', 'fc25', 'fc26', 'ea fc'] },
  { slug: 'overwatch-2', name: 'Overwatch 2', genres: ['Hero Shooter'], platforms: [PC, PS, XB, NS], popularity: 880, mark: 'OW2', aliases: ['ow2', 'overwatch'] },
  { slug: 'rocket-league', name: 'Rocket League', genres: ['Sports', 'Racing'], platforms: [PC, PS, XB, NS], popularity: 870, mark: 'RL' },
  { slug: 'rainbow-six-siege', name: "Tom Clancy's Rainbow Six Siege", genres: ['Tactical Shooter'], platforms: consoles, popularity: 860, mark: 'R6', aliases: ['r6s', 'r6 siege', 'siege', 'rainbow six'] },
  { slug: 'mobile-legends-bang-bang', name: 'Mobile Legends: Bang Bang', genres: ['MOBA'], platforms: [MO], popularity: 850, mark: 'ML', aliases: ['mlbb'] },
  { slug: 'pubg-mobile', name: 'PUBG Mobile', genres: ['Battle Royale', 'Shooter'], platforms: [MO], popularity: 840, mark: 'PM', aliases: ['pubgm'] },
  { slug: 'genshin-impact', name: 'Genshin Impact', genres: ['Action RPG', 'Open World'], platforms: [PC, PS, XB, MO], popularity: 830, mark: 'GI', aliases: ['genshin'] },
  { slug: 'marvel-rivals', name: 'Marvel Rivals', genres: ['Hero Shooter'], platforms: consoles, popularity: 820, mark: 'MR' },
  { slug: 'teamfight-tactics', name: 'Teamfight Tactics', genres: ['Auto Battler', 'Strategy'], platforms: [PC, MO], popularity: 810, mark: 'TFT', aliases: ['tft'] },
  { slug: 'world-of-warcraft', name: 'World of Warcraft', genres: ['MMORPG'], platforms: [PC], popularity: 800, mark: 'WoW', aliases: ['wow'] },
  { slug: 'free-fire', name: 'Free Fire', genres: ['Battle Royale', 'Shooter'], platforms: [MO], popularity: 790, mark: 'FF', aliases: ['garena free fire', 'ff max'] },
  { slug: 'destiny-2', name: 'Destiny 2', genres: ['Looter Shooter', 'Shooter'], platforms: consoles, popularity: 780, mark: 'D2' },
  { slug: 'dead-by-daylight', name: 'Dead by Daylight', genres: ['Horror', 'Survival'], platforms: [PC, PS, XB, NS], popularity: 770, mark: 'DbD', aliases: ['dbd'] },
  { slug: 'elden-ring', name: 'Elden Ring', genres: ['Action RPG', 'Open World'], platforms: consoles, popularity: 760, mark: 'ER' },
  { slug: 'baldurs-gate-3', name: "Baldur's Gate 3", genres: ['RPG'], platforms: consoles, popularity: 750, mark: 'BG3', aliases: ['bg3'] },
  { slug: 'clash-royale', name: 'Clash Royale', genres: ['Strategy', 'Card'], platforms: [MO], popularity: 740, mark: 'CR' },
  { slug: 'brawl-stars', name: 'Brawl Stars', genres: ['Battle Arena', 'Action'], platforms: [MO], popularity: 730, mark: 'BS' },
  { slug: 'cyberpunk-2077', name: 'Cyberpunk 2077', genres: ['RPG', 'Open World'], platforms: consoles, popularity: 720, mark: 'CP' },
  { slug: 'honkai-star-rail', name: 'Honkai: Star Rail', genres: ['RPG', 'Turn-Based'], platforms: [PC, PS, MO], popularity: 710, mark: 'HSR', aliases: ['hsr'] },
  { slug: 'among-us', name: 'Among Us', genres: ['Party', 'Social Deduction'], platforms: everywhere, popularity: 700, mark: 'AU' },
  { slug: 'the-witcher-3-wild-hunt', name: 'The Witcher 3: Wild Hunt', genres: ['RPG', 'Open World'], platforms: [PC, PS, XB, NS], popularity: 690, mark: 'W3', aliases: ['witcher 3', 'tw3'] },
  { slug: 'diablo-iv', name: 'Diablo IV', genres: ['Action RPG'], platforms: consoles, popularity: 680, mark: 'D4', aliases: ['d4', 'diablo 4'] },
  { slug: 'helldivers-2', name: 'Helldivers 2', genres: ['Shooter', 'Co-op'], platforms: consoles, popularity: 670, mark: 'HD2', aliases: ['hd2'] },
  { slug: 'rust', name: 'Rust', genres: ['Survival'], platforms: consoles, popularity: 660, mark: 'R' },
  { slug: 'hearthstone', name: 'Hearthstone', genres: ['Card', 'Strategy'], platforms: [PC, MO], popularity: 650, mark: 'HS' },
  { slug: 'street-fighter-6', name: 'Street Fighter 6', genres: ['Fighting'], platforms: consoles, popularity: 640, mark: 'SF6', aliases: ['sf6'] },
  { slug: 'tekken-8', name: 'Tekken 8', genres: ['Fighting'], platforms: consoles, popularity: 630, mark: 'T8' },
  { slug: 'stardew-valley', name: 'Stardew Valley', genres: ['Simulation', 'Farming'], platforms: everywhere, popularity: 620, mark: 'SV' },
  { slug: 'terraria', name: 'Terraria', genres: ['Sandbox', 'Adventure'], platforms: everywhere, popularity: 610 },
  { slug: 'palworld', name: 'Palworld', genres: ['Survival', 'Open World'], platforms: consoles, popularity: 600, mark: 'P' },
  { slug: 'sea-of-thieves', name: 'Sea of Thieves', genres: ['Adventure', 'Co-op'], platforms: consoles, popularity: 590, mark: 'SoT', aliases: ['sot'] },
  { slug: 'ark-survival-evolved', name: 'ARK: Survival Evolved', genres: ['Survival', 'Open World'], platforms: everywhere, popularity: 580, mark: 'ARK' },
  { slug: 'hades-ii', name: 'Hades II', genres: ['Roguelike', 'Action'], platforms: [PC, NS], popularity: 570, mark: 'H2', aliases: ['hades 2'] },
  { slug: 'clash-of-clans', name: 'Clash of Clans', genres: ['Strategy'], platforms: [MO], popularity: 560, mark: 'CoC', aliases: ['coc'] },
  { slug: 'honor-of-kings', name: 'Honor of Kings', genres: ['MOBA'], platforms: [MO], popularity: 550, mark: 'HoK', aliases: ['hok'] },
  { slug: 'warframe', name: 'Warframe', genres: ['Looter Shooter', 'Action'], platforms: everywhere, popularity: 540, mark: 'WF' },
  { slug: 'call-of-duty-black-ops-6', name: 'Call of Duty: Black Ops 6', genres: ['Shooter'], platforms: consoles, popularity: 530, mark: 'BO6', aliases: ['bo6', 'cod bo6', 'black ops 6'] },
  { slug: 'path-of-exile-2', name: 'Path of Exile 2', genres: ['Action RPG'], platforms: consoles, popularity: 520, mark: 'PoE2', aliases: ['poe2', 'poe 2'] },
  { slug: 'final-fantasy-xiv-online', name: 'Final Fantasy XIV Online', genres: ['MMORPG'], platforms: consoles, popularity: 510, mark: 'FFXIV', aliases: ['ffxiv', 'ff14', 'ff xiv'] },
  { slug: 'red-dead-redemption-2', name: 'Red Dead Redemption 2', genres: ['Action', 'Open World'], platforms: consoles, popularity: 500, mark: 'RDR2', aliases: ['rdr2'] },
  { slug: 'forza-horizon-5', name: 'Forza Horizon 5', genres: ['Racing', 'Open World'], platforms: consoles, popularity: 490, mark: 'FH5', aliases: ['fh5'] },
  { slug: 'monster-hunter-wilds', name: 'Monster Hunter Wilds', genres: ['Action RPG'], platforms: consoles, popularity: 480, mark: 'MH', aliases: ['mhw', 'mh wilds'] },
  { slug: 'escape-from-tarkov', name: 'Escape from Tarkov', genres: ['Tactical Shooter', 'Survival'], platforms: [PC], popularity: 470, mark: 'EFT', aliases: ['eft', 'tarkov'] },
  { slug: 'the-finals', name: 'The Finals', genres: ['Shooter'], platforms: consoles, popularity: 460, mark: 'TF' },
  { slug: 'team-fortress-2', name: 'Team Fortress 2', genres: ['Hero Shooter'], platforms: [PC], popularity: 450, mark: 'TF2', aliases: ['tf2'] },
  { slug: 'lethal-company', name: 'Lethal Company', genres: ['Horror', 'Co-op'], platforms: [PC], popularity: 440, mark: 'LC' },
  { slug: 'phasmophobia', name: 'Phasmophobia', genres: ['Horror', 'Co-op'], platforms: consoles, popularity: 430, mark: 'Ph', aliases: ['phasmo'] },
  { slug: 'valheim', name: 'Valheim', genres: ['Survival', 'Co-op'], platforms: [PC, XB], popularity: 420, mark: 'Vh' },
  { slug: 'pokemon-go', name: 'Pokémon GO', genres: ['Adventure', 'AR'], platforms: [MO], popularity: 410, mark: 'GO', aliases: ['pokemon go'] },
  { slug: 'super-smash-bros-ultimate', name: 'Super Smash Bros. Ultimate', genres: ['Fighting', 'Party'], platforms: [NS], popularity: 400, mark: 'SSB', aliases: ['smash', 'ssbu'] },
  { slug: 'mario-kart-8-deluxe', name: 'Mario Kart 8 Deluxe', genres: ['Racing', 'Party'], platforms: [NS], popularity: 390, mark: 'MK8', aliases: ['mk8', 'mario kart'] },
  { slug: 'zelda-tears-of-the-kingdom', name: 'The Legend of Zelda: Tears of the Kingdom', genres: ['Adventure', 'Open World'], platforms: [NS], popularity: 380, mark: 'TotK', aliases: ['totk', 'zelda'] },
  { slug: 'animal-crossing-new-horizons', name: 'Animal Crossing: New Horizons', genres: ['Simulation'], platforms: [NS], popularity: 370, mark: 'AC', aliases: ['acnh'] },
  { slug: 'euro-truck-simulator-2', name: 'Euro Truck Simulator 2', genres: ['Simulation', 'Driving'], platforms: [PC], popularity: 360, mark: 'ETS2', aliases: ['ets2'] },
  { slug: 'brawlhalla', name: 'Brawlhalla', genres: ['Fighting', 'Platformer'], platforms: everywhere, popularity: 350, mark: 'Bh' },
  { slug: 'counter-strike-1-6', name: 'Counter-Strike 1.6', genres: ['Tactical Shooter'], platforms: [PC], popularity: 340, mark: '1.6', aliases: ['cs 1.6', 'cs16'] },
  { slug: 'osu', name: 'osu!', genres: ['Rhythm'], platforms: [PC, MO], popularity: 330, mark: 'osu!' },
];
