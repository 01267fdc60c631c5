import { useId } from 'react';

/** Our own colours per tier (League and Valorant names alike); no Riot artwork is used. */
const tierColours: Record<string, [string, string]> = {
  IRON: ['#8a8584', '#4a4443'],
  BRONZE: ['#c48a5c', '#6e4126'],
  SILVER: ['#c9d2d9', '#6f7c86'],
  GOLD: ['#f2cd6b', '#a47424'],
  PLATINUM: ['#7fd6c6', '#2d7f74'],
  EMERALD: ['#5fd38d', '#17794a'],
  DIAMOND: ['#9fb3ff', '#4150b5'],
  MASTER: ['#d49cf0', '#7a2f9e'],
  GRANDMASTER: ['#f08a8a', '#9e1f24'],
  CHALLENGER: ['#fff1b8', '#3a8fd6'],
  ASCENDANT: ['#7fe0a8', '#1f7a4f'],
  IMMORTAL: ['#f08aa0', '#8e1f3c'],
  RADIANT: ['#fff7c2', '#e0a83a'],
};
const unranked: [string, string] = ['#9aa1a9', '#59606a'];

/** How many points the crest's crown has: grows with the tier, so tiers differ by shape as well as colour. */
const tierOrder = [
  'IRON',
  'BRONZE',
  'SILVER',
  'GOLD',
  'PLATINUM',
  'EMERALD',
  'DIAMOND',
  'ASCENDANT',
  'MASTER',
  'IMMORTAL',
  'GRANDMASTER',
  'CHALLENGER',
  'RADIANT',
];

interface Props {
  /** Upper-case tier (`GOLD`), or undefined for unranked. */
  tier: string | undefined;
  /** The division or step shown on the crest (`II`, `3`). */
  division?: string;
  size?: number;
  label: string;
}

/** A rank emblem drawn here in SVG: a crest in the tier's colours, a crown that grows with the tier, the division. */
export function RiotRankEmblem({ tier, division, size = 56, label }: Props) {
  const id = useId();
  const [light, dark] = (tier && tierColours[tier]) || unranked;
  const level = tier ? Math.max(0, tierOrder.indexOf(tier)) : -1;
  const spikes = level < 0 ? 0 : Math.min(5, 1 + Math.floor(level / 2.5));
  const crown = Array.from({ length: spikes }, (_, i) => {
    const x = 32 + (i - (spikes - 1) / 2) * 9;
    return `M${x - 4} 14 L${x} ${5 - (i === (spikes - 1) / 2 ? 2 : 0)} L${x + 4} 14 Z`;
  }).join(' ');
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label}>
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      {spikes > 0 && <path d={crown} fill={light} stroke={dark} strokeWidth="1" />}
      <path
        d="M32 12 L52 20 L50 42 Q46 53 32 60 Q18 53 14 42 L12 20 Z"
        fill={`url(#${id}-g)`}
        stroke={dark}
        strokeWidth="2"
      />
      <path
        d="M32 18 L45 24 L44 40 Q41 48 32 53 Q23 48 20 40 L19 24 Z"
        fill="none"
        stroke={light}
        strokeOpacity="0.7"
      />
      {division && (
        <text
          x="32"
          y="41"
          textAnchor="middle"
          fontSize={division.length > 2 ? 11 : 14}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          fill="#fff"
          stroke={dark}
          strokeWidth="0.6"
        >
          {division}
        </text>
      )}
    </svg>
  );
}

/** `Gold 2` → { tier: 'GOLD', division: '2' }; `Radiant` → { tier: 'RADIANT' }: for Valorant ranks and lobby badges. */
export function splitRankName(name: string): { tier: string; division?: string } {
  const [tier = '', division] = name.split(' ');
  return { tier: tier.toUpperCase(), division };
}
