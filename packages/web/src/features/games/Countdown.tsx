import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, msToMidnight } from './local-day';

/** Time to the next puzzle: local midnight. */
export function Countdown() {
  const { t } = useTranslation('games');
  const [left, setLeft] = useState(msToMidnight);
  useEffect(() => {
    const timer = setInterval(() => setLeft(msToMidnight()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text size="sm" c="dimmed" ta="center">
      {t('nextPuzzle')}{' '}
      <Text span fw={700} ff="monospace" c="var(--mantine-color-text)">
        <time dateTime={`PT${Math.floor(left / 1000)}S`}>{formatCountdown(left)}</time>
      </Text>
    </Text>
  );
}
