import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../components/PersonAvatar';
import { profilePath } from '../../lib/paths';
import { useLeaderboardQuery, useLocalDay, type BoardKey, type BoardPeriod } from './hooks';

interface LeaderboardProps {
  boardKey: BoardKey;
  period?: BoardPeriod;
  following?: boolean;
  /** How many rows to show: 5, or 3 in compact places. */
  rows?: number;
}

/** Best first; only points the server gave. */
export function Leaderboard({ boardKey, period = 'day', following = false, rows = 5 }: LeaderboardProps) {
  const { t } = useTranslation('games');
  const day = useLocalDay();
  const board = useLeaderboardQuery(boardKey, period, following, day);
  if (board.isPending) return <Loader size="sm" mx="auto" />;
  const entries = (board.data ?? []).slice(0, rows);
  if (!entries.length)
    return (
      <Text size="sm" c="dimmed">
        {t('board.empty')}
      </Text>
    );
  return (
    <Stack gap={8} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('board.label')}>
      {entries.map((entry, i) => (
        <Group component="li" key={entry.userId} gap="sm" wrap="nowrap">
          <Text fw={800} w={18} ta="right" c={i === 0 ? 'yellow.7' : 'dimmed'}>
            {i + 1}
          </Text>
          <PersonAvatar src={entry.photoUrl} name={entry.fullname || entry.username} size={30} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate component={Link} to={profilePath(entry.username)}>
              {entry.fullname}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              @{entry.username}
            </Text>
          </div>
          <Text size="sm" fw={700}>
            {t('board.points', { count: entry.point })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
