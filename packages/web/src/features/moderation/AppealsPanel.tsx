import { Badge, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../api/client';
import { notifyError } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { formatRelative } from '../../lib/time';
import { useAppealsQuery, useDecideAppealMutation } from './hooks';
import classes from './ModerationPage.module.css';

type Appeal = Output<'getAppeals'>['rows'][number];

function AppealCard({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation(['social', 'legal']);
  const decide = useDecideAppealMutation();
  const [note, setNote] = useState('');
  const act = (decision: 'grant' | 'deny') =>
    decide.mutate(
      { id: appeal.id, decision, note: note.trim() || undefined },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('moderation.appeals.done') }),
        onError: notifyError,
      },
    );
  return (
    <Paper className={classes.card} radius="lg" p="md" data-testid="appeal-card">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{t(`moderation.actions.${appeal.entry.action}`)}</Badge>
          <Badge variant="default">{t(`legal:rules.items.${appeal.entry.rule}.title`)}</Badge>
          {appeal.status !== 'open' && <Badge color="gray">{t(`moderation.appeals.status.${appeal.status}`)}</Badge>}
          <Text size="xs" c="dimmed" ml="auto">
            <time dateTime={appeal.created_at}>{formatRelative(appeal.created_at, currentLanguage())}</time>
          </Text>
        </Group>
        <Text fw={650}>@{appeal.user?.username ?? appeal.userId}</Text>
        {appeal.entry.note && (
          <Text size="sm" c="dimmed" className={classes.excerpt}>
            {t('moderation.appeals.actedNote', {
              username: appeal.entry.moderator?.username ?? '?',
              note: appeal.entry.note,
            })}
          </Text>
        )}
        <Text size="sm" className={classes.description}>
          {appeal.text}
        </Text>
        {appeal.status === 'open' &&
          (appeal.ownAction ? (
            <Text size="sm" c="dimmed">
              {t('moderation.appeals.own')}
            </Text>
          ) : (
            <>
              <Textarea
                label={t('moderation.appeals.note')}
                value={note}
                maxLength={250}
                autosize
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group gap="xs">
                <Button size="xs" color="teal" variant="light" loading={decide.isPending} onClick={() => act('grant')}>
                  {t('moderation.appeals.grant')}
                </Button>
                <Button size="xs" variant="default" loading={decide.isPending} onClick={() => act('deny')}>
                  {t('moderation.appeals.deny')}
                </Button>
              </Group>
            </>
          ))}
        {appeal.status !== 'open' && appeal.note && (
          <Text size="sm" c="dimmed" className={classes.excerpt}>
            {appeal.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Appeals waiting for a manager other than the one who acted, and those decided. */
export function AppealsPanel() {
  const { t } = useTranslation(['social', 'common']);
  const [status, setStatus] = useState<'open' | 'decided'>('open');
  const appeals = useAppealsQuery(status, true);
  const rows = appeals.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('moderation.statusLabel')}
        value={status}
        onChange={(value) => setStatus(value as 'open' | 'decided')}
        data={(['open', 'decided'] as const).map((value) => ({ value, label: t(`moderation.appeals.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {appeals.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('moderation.appeals.empty')}</Text>
      ) : (
        rows.map((appeal) => <AppealCard key={appeal.id} appeal={appeal} />)
      )}
      {appeals.hasNextPage && (
        <Button variant="subtle" onClick={() => void appeals.fetchNextPage()} loading={appeals.isFetchingNextPage}>
          {t('moderation.more')}
        </Button>
      )}
    </Stack>
  );
}
