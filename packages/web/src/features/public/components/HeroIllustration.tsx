import { useId } from 'react';

interface ProfileCardProps {
  x: number;
  y: number;
  accent: string;
  delay: string;
}

const WIDTH = 420;
const HEIGHT = 340;
const CARD = { width: 124, height: 62 };

// The cards float as HTML boxes of their own: a transform on an HTML element runs on the compositor, while the same
// animation on SVG <g> elements repainted the whole drawing on the main thread every frame (Lighthouse counted those
// frames as blocking time, and the page never went quiet).
const FLOAT_CSS = `
@keyframes gf-hero-float { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-6px); } }
.gf-hero-card { position: absolute; display: block; will-change: transform; animation: gf-hero-float 6s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) { .gf-hero-card { animation: none; } }
`;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** A player card: avatar, name and a badge, drawn with theme variables so it follows dark and light. */
function ProfileCard({ x: left, y: top, accent, delay }: ProfileCardProps) {
  const x = 0;
  const y = 0;
  return (
    <svg
      className="gf-hero-card"
      viewBox={`0 0 ${CARD.width} ${CARD.height}`}
      aria-hidden
      style={{
        left: percent(left, WIDTH),
        top: percent(top, HEIGHT),
        width: percent(CARD.width, WIDTH),
        overflow: 'visible',
        animationDelay: delay,
      }}
    >
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={CARD.width - 1}
        height={CARD.height - 1}
        rx={14}
        style={{ fill: 'var(--mantine-color-body)', stroke: 'var(--mantine-color-default-border)' }}
      />
      <circle cx={x + 28} cy={y + 31} r={15} style={{ fill: accent }} />
      <circle cx={x + 28} cy={y + 26} r={5} style={{ fill: 'var(--mantine-color-white)', opacity: 0.9 }} />
      <path
        d={`M${x + 19} ${y + 40} q9 -9 18 0`}
        style={{ fill: 'none', stroke: 'var(--mantine-color-white)', strokeWidth: 3, strokeLinecap: 'round' }}
      />
      <rect x={x + 52} y={y + 19} width={56} height={8} rx={4} style={{ fill: 'var(--mantine-color-dimmed)' }} />
      <rect x={x + 52} y={y + 35} width={32} height={8} rx={4} style={{ fill: accent, opacity: 0.8 }} />
    </svg>
  );
}

interface HeroIllustrationProps {
  label: string;
}

/** Hand-drawn SVG instead of an image: a few hundred bytes, sharp at any size, no extra request. */
export function HeroIllustration({ label }: HeroIllustrationProps) {
  const glowId = useId();
  const center = { x: 210, y: 172 };
  const cards = [
    { x: 14, y: 26, accent: 'var(--mantine-color-grape-filled)', delay: '0s' },
    { x: 282, y: 46, accent: 'var(--mantine-color-teal-filled)', delay: '1.5s' },
    { x: 22, y: 252, accent: 'var(--mantine-color-orange-filled)', delay: '3s' },
    { x: 274, y: 264, accent: 'var(--mantine-color-cyan-filled)', delay: '4.5s' },
  ];

  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 460 }}>
      <style>{FLOAT_CSS}</style>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} style={{ display: 'block' }}>
        <defs>
          <radialGradient id={glowId}>
            <stop offset="0%" style={{ stopColor: 'var(--mantine-primary-color-filled)', stopOpacity: 0.35 }} />
            <stop offset="100%" style={{ stopColor: 'var(--mantine-primary-color-filled)', stopOpacity: 0 }} />
          </radialGradient>
        </defs>
        <circle cx={center.x} cy={center.y} r={150} style={{ fill: `url(#${glowId})` }} />
        <circle
          cx={center.x}
          cy={center.y}
          r={96}
          style={{
            fill: 'none',
            stroke: 'var(--mantine-primary-color-filled)',
            strokeOpacity: 0.35,
            strokeDasharray: '3 9',
          }}
        />
        {cards.map((card) => (
          <line
            key={`line-${card.x}`}
            x1={card.x + 62}
            y1={card.y + 31}
            x2={center.x}
            y2={center.y}
            style={{
              stroke: 'var(--mantine-primary-color-filled)',
              strokeOpacity: 0.45,
              strokeWidth: 2,
              strokeDasharray: '4 7',
            }}
          />
        ))}
        <circle cx={center.x} cy={center.y} r={64} style={{ fill: 'var(--mantine-color-body)' }} />
        <circle
          cx={center.x}
          cy={center.y}
          r={64}
          style={{
            fill: 'var(--mantine-primary-color-light)',
            stroke: 'var(--mantine-primary-color-filled)',
            strokeWidth: 2,
          }}
        />
        <g transform={`translate(${center.x - 60} ${center.y - 42})`}>
          <path
            d="M22 14 Q26 2 44 2 H76 Q94 2 98 14 L112 60 Q116 80 98 80 Q88 80 80 66 L74 56 H46 L40 66 Q32 80 22 80 Q4 80 8 60 Z"
            style={{ fill: 'var(--mantine-primary-color-filled)' }}
          />
          <rect x={26} y={28} width={20} height={7} rx={2} style={{ fill: 'var(--mantine-color-white)' }} />
          <rect x={32.5} y={21.5} width={7} height={20} rx={2} style={{ fill: 'var(--mantine-color-white)' }} />
          <circle cx={83} cy={23} r={4.5} style={{ fill: 'var(--mantine-color-white)' }} />
          <circle cx={93} cy={32} r={4.5} style={{ fill: 'var(--mantine-color-white)' }} />
          <circle cx={73} cy={32} r={4.5} style={{ fill: 'var(--mantine-color-white)' }} />
          <circle cx={83} cy={41} r={4.5} style={{ fill: 'var(--mantine-color-white)' }} />
        </g>
        <path
          d="M352 168 l4 9 9 4 -9 4 -4 9 -4 -9 -9 -4 9 -4 z"
          style={{ fill: 'var(--mantine-color-yellow-filled)' }}
        />
        <path d="M70 170 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 z" style={{ fill: 'var(--mantine-color-pink-filled)' }} />
      </svg>
      {cards.map((card) => (
        <ProfileCard key={`card-${card.x}`} {...card} />
      ))}
    </div>
  );
}
