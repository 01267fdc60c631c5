import { pageSizes } from '@gamefolk/contract';
import { Anchor, Box, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Leaderboard } from '../games/Leaderboard';
import classes from './FeedPage.module.css';

/** The right column's word-puzzle leaderboard: today's top 5 and a link to /games. */
export function LeaderboardBox() {
  const { t } = useTranslation('feed');
  return (
    <Paper className={classes.box} p="md" radius="lg" component="section" aria-labelledby="leaderboard-title">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="yellow" radius="md" size={34}>
          <IconTrophy size={19} />
        </ThemeIcon>
        <div>
          <Text id="leaderboard-title" fw={700} lh={1.2}>
            {t('leaderboard.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('leaderboard.subtitle', { count: pageSizes.leaderboard })}
          </Text>
        </div>
      </Group>
      <Box mb="md">
        <Leaderboard boardKey="word" rows={pageSizes.leaderboard} />
      </Box>
      <Anchor component={Link} to="/games" size="sm" fw={600} className={classes.boxLink}>
        {t('leaderboard.play')} <IconArrowRight size={15} />
      </Anchor>
    </Paper>
  );
}
