import { Anchor, Badge, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/language';
import { formatRelative } from '../../lib/time';
import { useModerationLogQuery } from './hooks';
import classes from './ModerationPage.module.css';

interface Filter {
  userId?: number;
  moderatorId?: number;
  userName?: string;
  moderatorName?: string;
}

/** The moderation log, newest first; a manager's or a player's name filters it to theirs. */
export function LogPanel({ userId }: { userId?: number }) {
  const { t } = useTranslation(['social', 'legal', 'common']);
  const [filter, setFilter] = useState<Filter>({});
  const filters = { userId: userId ?? filter.userId, moderatorId: filter.moderatorId };
  const log = useModerationLogQuery(filters, true);
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const name = (ref: { id: number; username: string } | null | undefined, id: number | null) =>
    ref ? `@${ref.username}` : id ? `#${id}` : '—';
  return (
    <Stack gap="sm">
      {userId === undefined && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('moderation.log.filterHint')}
          </Text>
          {filter.moderatorName && (
            <Badge variant="light">{t('moderation.log.by', { name: filter.moderatorName })}</Badge>
          )}
          {filter.userName && <Badge variant="light">{t('moderation.log.about', { name: filter.userName })}</Badge>}
          {(filter.userId || filter.moderatorId) && (
            <Button size="compact-xs" variant="subtle" onClick={() => setFilter({})}>
              {t('moderation.log.clear')}
            </Button>
          )}
        </Group>
      )}
      {log.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('moderation.log.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" fz="sm" data-testid="moderation-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('moderation.log.when')}</Table.Th>
                <Table.Th>{t('moderation.log.moderator')}</Table.Th>
                <Table.Th>{t('moderation.log.action')}</Table.Th>
                <Table.Th>{t('moderation.log.player')}</Table.Th>
                <Table.Th>{t('moderation.rule')}</Table.Th>
                <Table.Th>{t('moderation.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <time dateTime={row.created_at}>{formatRelative(row.created_at, currentLanguage())}</time>
                  </Table.Td>
                  <Table.Td>
                    {row.moderatorId ? (
                      <Anchor
                        component="button"
                        size="sm"
                        onClick={() =>
                          setFilter((f) => ({
                            ...f,
                            moderatorId: row.moderatorId!,
                            moderatorName: name(row.moderator, row.moderatorId),
                          }))
                        }
                      >
                        {name(row.moderator, row.moderatorId)}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>{t(`moderation.actions.${row.action}`)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() =>
                        setFilter((f) => ({ ...f, userId: row.userId, userName: name(row.user, row.userId) }))
                      }
                    >
                      {name(row.user, row.userId)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`legal:rules.items.${row.rule}.title`)}</Table.Td>
                  <Table.Td className={classes.excerpt}>{row.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {log.hasNextPage && (
        <Button variant="subtle" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          {t('moderation.more')}
        </Button>
      )}
    </Stack>
  );
}
