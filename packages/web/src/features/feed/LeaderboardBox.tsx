import { pageSizes } from '@gamefolk/contract';
import { Anchor, Box, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Leaderboard } from '../games';
import classes from './FeedPage.module.css';

/**
 * The word-puzzle leaderboard with a link to /games: today's top 5 in the right column, the top 3 (`compact`) where
 * there is no column (spec section 9).
 */
export function LeaderboardBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('feed');
  const rows = compact ? pageSizes.leaderboardCompact : pageSizes.leaderboard;
  const titleId = compact ? 'leaderboard-compact-title' : 'leaderboard-title';
  return (
    <Paper
      className={classes.box}
      p="md"
      radius="lg"
      component="section"
      aria-labelledby={titleId}
      data-compact={compact || undefined}
    >
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="yellow" radius="md" size={34}>
          <IconTrophy size={19} />
        </ThemeIcon>
        <div>
          <Text id={titleId} fw={700} lh={1.2}>
            {t('leaderboard.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('leaderboard.subtitle', { count: rows })}
          </Text>
        </div>
      </Group>
      <Box mb={compact ? 'sm' : 'md'}>
        <Leaderboard boardKey="word" rows={rows} />
      </Box>
      <Anchor component={Link} to="/games" size="sm" fw={600} className={classes.boxLink}>
        {t('leaderboard.play')} <IconArrowRight size={15} />
      </Anchor>
    </Paper>
  );
}
