import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './Logo.module.css';

/** Gamefolk's mark: a "G" drawn like a controller's thumbstick path, with a player dot. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#9a7bff" />
          <stop offset="1" stopColor="#4f3bd6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M22.6 10.4A8.5 8.5 0 1 0 24.5 17h-7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24.3" cy="8.2" r="2.3" fill="#5eead4" />
    </svg>
  );
}

export function Logo({ withWordmark = true, size = 32 }: { withWordmark?: boolean; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" className={classes.logo}>
      <LogoMark size={size} />
      {withWordmark && (
        <Text component="span" className={classes.wordmark}>
          Gamefolk
        </Text>
      )}
    </Group>
  );
}
