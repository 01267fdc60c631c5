import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Games.module.css';
import { useStatsQuery } from './hooks';

export function StatFigures({ kind, day }: { kind: 'word' | 'category'; day: string }) {
  const { t } = useTranslation('games');
  const stats = useStatsQuery(kind, day).data;
  const figures = [
    [t('stats.played'), stats?.played ?? 0],
    [t('stats.winRate'), `${stats?.winRate ?? 0}%`],
    [t('stats.currentStreak'), stats?.currentStreak ?? 0],
    [t('stats.bestStreak'), stats?.bestStreak ?? 0],
  ] as const;
  return (
    <SimpleGrid cols={4} spacing="xs">
      {figures.map(([label, value]) => (
        <Stack key={label} gap={0} align="center">
          <Text fw={800} size="xl">
            {value}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Played, win %, streaks and how many guesses each solve took. */
export function WordStats({ day }: { day: string }) {
  const { t } = useTranslation('games');
  const stats = useStatsQuery('word', day).data;
  const most = Math.max(1, ...(stats?.distribution ?? [0]));
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-label={t('stats.title')}>
      <Stack gap="sm">
        <Text fw={700}>{t('stats.title')}</Text>
        <StatFigures kind="word" day={day} />
        <Text size="sm" fw={600}>
          {t('stats.distribution')}
        </Text>
        {(stats?.distribution ?? []).map((count, i) => (
          <Group
            key={i}
            gap="xs"
            wrap="nowrap"
            aria-label={t('stats.solvedIn', { guesses: t('stats.guesses', { count: i + 1 }), count })}
          >
            <Text size="sm" w={12}>
              {i + 1}
            </Text>
            <div className={classes.bar} style={{ width: `${Math.max(8, (100 * count) / most)}%` }}>
              {count}
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
