import type { LobbyFilters } from '@gamefolk/contract';

/**
 * The servers, ranks and roles a lobby of each game can ask for, by catalog slug. Values are stored as written
 * here (the names players use in every language), so a search matches what a lobby was made with.
 */

const divisions = (tier: string) => ['IV', 'III', 'II', 'I'].map((d) => `${tier} ${d}`);
const threeSteps = (tier: string) => ['1', '2', '3'].map((d) => `${tier} ${d}`);

const league: LobbyFilters = {
  servers: ['TR', 'EUW', 'EUNE', 'NA', 'BR', 'LAN', 'LAS', 'OCE', 'RU', 'JP', 'KR', 'ME', 'SEA', 'TW', 'VN'],
  ranks: [
    ...['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'].flatMap(divisions),
    'Master',
    'Grandmaster',
    'Challenger',
  ],
  roles: ['Top', 'Jungle', 'Mid', 'ADC', 'Support'],
};

const valorant: LobbyFilters = {
  servers: ['EU', 'NA', 'APAC', 'KR', 'LATAM', 'BR'],
  ranks: [
    ...['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal'].flatMap(threeSteps),
    'Radiant',
  ],
  roles: ['Duelist', 'Controller', 'Initiator', 'Sentinel'],
};

const counterStrike: LobbyFilters = {
  servers: ['EU', 'NA', 'SA', 'Asia', 'Oceania', 'Africa', 'Middle East'],
  ranks: [
    'Silver',
    'Gold Nova',
    'Master Guardian',
    'Legendary Eagle',
    'Supreme',
    'Global Elite',
    'Premier <5000',
    'Premier 5000+',
    'Premier 10000+',
    'Premier 15000+',
    'Premier 20000+',
    'Premier 25000+',
  ],
  roles: ['Entry', 'AWPer', 'Support', 'Lurker', 'IGL'],
};

const dota: LobbyFilters = {
  servers: ['EU West', 'EU East', 'Russia', 'US East', 'US West', 'SE Asia', 'South America', 'Australia', 'Dubai'],
  ranks: ['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine', 'Immortal'],
  roles: ['Carry', 'Mid', 'Offlane', 'Soft Support', 'Hard Support'],
};

const overwatch: LobbyFilters = {
  servers: ['Europe', 'Americas', 'Asia'],
  ranks: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Master', 'Grandmaster', 'Champion', 'Top 500'],
  roles: ['Tank', 'Damage', 'Support'],
};

const marvelRivals: LobbyFilters = {
  servers: ['Europe', 'America', 'Asia'],
  ranks: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Grandmaster', 'Celestial', 'Eternity', 'One Above All'],
  roles: ['Vanguard', 'Duelist', 'Strategist'],
};

/** Every other game: regions, and no rank or role list (the lobby may still write one). */
const regionsOnly: LobbyFilters = {
  servers: ['Europe', 'Turkey', 'North America', 'South America', 'Asia', 'Middle East', 'Oceania', 'Africa'],
  ranks: [],
  roles: [],
};

const bySlug: Record<string, LobbyFilters> = {
  'league-of-legends': league,
  'teamfight-tactics': { ...league, roles: [] },
  valorant,
  'counter-strike-2': counterStrike,
  'dota-2': dota,
  'overwatch-2': overwatch,
  'marvel-rivals': marvelRivals,
};

export function lobbyFiltersFor(slug: string): LobbyFilters {
  return bySlug[slug] ?? regionsOnly;
}
