import type { CommunityRule, reportCategories } from '@gamefolk/contract';
import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useFindPlayersQuery, useModerateUserMutation, usePlayerRecordQuery } from './hooks';
import { LogPanel } from './LogPanel';
import { RulePicker } from './RulePicker';
import classes from './ModerationPage.module.css';
import type { ReportStatus } from './hooks';

type Category = (typeof reportCategories)[number];

function PlayerRecord({ userId }: { userId: number }) {
  const { t } = useTranslation(['social', 'settings']);
  const record = usePlayerRecordQuery(userId);
  const moderate = useModerateUserMutation();
  const [rule, setRule] = useState<CommunityRule>('spam');
  if (!record.data) return <Loader size="sm" />;
  const { user, standing, until, reportsAbout, reportsBy } = record.data;
  const liftable = standing === 'suspended' || standing === 'banned';
  return (
    <Paper className={classes.card} radius="lg" p="md" data-testid="player-record">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4">
            @{user.username}
          </Title>
          <Badge color={standing === 'good' ? 'teal' : 'red'}>{t(`settings:standing.states.${standing}`)}</Badge>
          {until && (
            <Text size="xs" c="dimmed">
              {t('settings:standing.until', { date: new Date(until).toLocaleString() })}
            </Text>
          )}
        </Group>
        {user.email && (
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        )}
        {liftable && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <RulePicker value={rule} onChange={setRule} />
            <Button
              color="teal"
              variant="light"
              loading={moderate.isPending}
              onClick={() =>
                moderate.mutate(
                  { userId: user.id, action: 'lift', rule },
                  {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('moderation.players.lifted') }),
                    onError: notifyError,
                  },
                )
              }
            >
              {t('moderation.players.lift')}
            </Button>
          </Group>
        )}
        <Text size="sm" fw={600}>
          {t('moderation.players.about', { count: reportsAbout.length })}
        </Text>
        {reportsAbout.map((r) => (
          <Text key={r.id} size="xs" c="dimmed">
            {t(`moderation.types.${r.report_type}`)} #{r.related_id} ·{' '}
            {t(`report.categories.${r.category as Category}`)} · @{r.other?.username ?? '?'} ·{' '}
            {t(`moderation.status.${r.status as ReportStatus}`)}
          </Text>
        ))}
        <Text size="sm" fw={600}>
          {t('moderation.players.by', { count: reportsBy.length })}
        </Text>
        {reportsBy.map((r) => (
          <Text key={r.id} size="xs" c="dimmed">
            {t(`moderation.types.${r.report_type}`)} #{r.related_id} ·{' '}
            {t(`report.categories.${r.category as Category}`)} · {t(`moderation.status.${r.status as ReportStatus}`)}
          </Text>
        ))}
        <LogPanel userId={user.id} />
      </Stack>
    </Paper>
  );
}

/** Managers look a player up by name or mail: standing, reports about and by them, their log, and lift. */
export function PlayersPanel() {
  const { t } = useTranslation(['social', 'settings']);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const found = useFindPlayersQuery(debounced);
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('moderation.players.search')}
        placeholder={t('moderation.players.placeholder')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {found.data && found.data.rows.length === 0 && <Text c="dimmed">{t('moderation.players.none')}</Text>}
      <Stack gap={4}>
        {found.data?.rows.map((row) => (
          <UnstyledButton
            key={row.id}
            onClick={() => setPicked(row.id)}
            p={6}
            className={classes.card}
            style={{ borderRadius: 8 }}
          >
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>@{row.username}</Text>
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
              <Badge size="sm" ml="auto" color={row.standing === 'good' ? 'teal' : 'red'} variant="light">
                {t(`settings:standing.states.${row.standing}`)}
              </Badge>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      {picked !== null && <PlayerRecord userId={picked} />}
    </Stack>
  );
}
