import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCategory, IconPuzzle, IconTarget, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { useUserQuery } from '../../entities/account';
import { Countdown } from './Countdown';
import classes from './Games.module.css';
import { currentLanguage } from '../../i18n/language';
import { useLocalDay, useStatsQuery, useTodaysStatus, type BoardKey, type BoardPeriod } from './hooks';
import { Leaderboard } from './Leaderboard';
import { ManagePuzzles } from './ManagePuzzles';
import { ManageGames } from './ManageGames';
import { Quests } from './Quests';

const boardKeys: BoardKey[] = ['word', 'category', 'total'];
const periods: BoardPeriod[] = ['day', 'week', 'all'];

/** /games: today's puzzles, the streak, quests and the leaderboards. */
export function GamesPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('hub.title'));
  const day = useLocalDay();
  const word = useStatsQuery('word', day).data;
  const category = useStatsQuery('category', day).data;
  const wordStatus = useTodaysStatus('word', day, currentLanguage());
  const categoryStatus = useTodaysStatus('category', day, currentLanguage());
  const [boardKey, setBoardKey] = useState<BoardKey>('word');
  const [period, setPeriod] = useState<BoardPeriod>('day');
  const [following, setFollowing] = useState(false);
  const manager = useUserQuery().data?.manager === true;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1}>{t('hub.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('hub.subtitle')}
        </Text>
      </div>
      <div className={classes.hubGrid}>
        <PuzzleCard
          to="/games/daily-puzzle"
          icon={<IconPuzzle size={22} />}
          title={t('word.title')}
          text={t('word.subtitle')}
          streak={word?.currentStreak ?? 0}
          status={wordStatus}
        />
        <PuzzleCard
          to="/games/category"
          icon={<IconCategory size={22} />}
          title={t('category.title')}
          text={t('category.subtitle')}
          streak={category?.currentStreak ?? 0}
          status={categoryStatus}
        />
      </div>
      <Countdown />
      <div className={classes.hubGrid}>
        <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="board-title">
          <Stack gap="sm">
            <Group gap="xs">
              <ThemeIcon variant="light" color="yellow" radius="md">
                <IconTrophy size={18} />
              </ThemeIcon>
              <Title order={2} size="h4" id="board-title">
                {t('board.title')}
              </Title>
            </Group>
            <SegmentedControl
              size="xs"
              value={boardKey}
              onChange={(v) => setBoardKey(v as BoardKey)}
              data={boardKeys.map((value) => ({ value, label: t(`board.keys.${value}`) }))}
            />
            <SegmentedControl
              size="xs"
              value={period}
              onChange={(v) => setPeriod(v as BoardPeriod)}
              data={periods.map((value) => ({ value, label: t(`board.periods.${value}`) }))}
            />
            <Switch
              checked={following}
              onChange={(e) => setFollowing(e.currentTarget.checked)}
              label={t('board.following')}
            />
            <Leaderboard boardKey={boardKey} period={period} following={following} />
          </Stack>
        </Paper>
        <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="quests-title">
          <Stack gap="sm">
            <Group gap="xs">
              <ThemeIcon variant="light" color="grape" radius="md">
                <IconTarget size={18} />
              </ThemeIcon>
              <Title order={2} size="h4" id="quests-title">
                {t('quests.title')}
              </Title>
            </Group>
            <Quests />
          </Stack>
        </Paper>
      </div>
      {manager && <ManagePuzzles />}
      {manager && <ManageGames />}
    </Stack>
  );
}

interface PuzzleCardProps {
  to: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  streak: number;
  /** Today's game: once it is over the card offers the result, not another play. */
  status: 'new' | 'playing' | 'solved' | 'failed';
}

function PuzzleCard(props: PuzzleCardProps) {
  const { t } = useTranslation('games');
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            {props.icon}
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.text}
            </Text>
          </div>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('hub.streak', { count: props.streak })}</Text>
          <Button
            component={Link}
            to={props.to}
            variant={props.status === 'solved' || props.status === 'failed' ? 'light' : 'filled'}
          >
            {t(`hub.action.${props.status}`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
