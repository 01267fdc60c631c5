import { Button, Center, Loader, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { useUserQuery } from '../../entities/account';
import { AppealsPanel } from './AppealsPanel';
import { useReportSubjectsQuery, type ReportStatus } from './hooks';
import { LogPanel } from './LogPanel';
import { PlayersPanel } from './PlayersPanel';
import { PromoteTrend } from './PromoteTrend';
import { SubjectCard } from './SubjectCard';

const statuses: ReportStatus[] = ['open', 'dismissed', 'actioned'];

/** Reports grouped by what was reported, urgent ones first. */
function ReportsPanel() {
  const { t } = useTranslation(['social', 'common']);
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useReportSubjectsQuery(status, true);
  const subjects = queue.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('moderation.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('moderation.statusLabel')}
        value={status}
        onChange={(value) => setStatus(value as ReportStatus)}
        data={statuses.map((value) => ({ value, label: t(`moderation.status.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {queue.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : queue.isError ? (
        <Text c="dimmed">{t('moderation.failed')}</Text>
      ) : subjects.length === 0 ? (
        <Text c="dimmed">{t('moderation.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {subjects.map((subject) => (
            <SubjectCard key={`${subject.report_type}:${subject.related_id}`} subject={subject} />
          ))}
          {queue.hasNextPage && (
            <Button variant="subtle" onClick={() => void queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
              {t('moderation.more')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The moderators' page: promoted trends, then reports by subject, appeals, the log and player lookup. */
export function ModerationPage() {
  const { t } = useTranslation(['social', 'common']);
  usePageTitle(t('moderation.title'));
  const { data: user, isPending: userPending } = useUserQuery();
  const manager = user?.manager === true;

  if (userPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Title order={1}>{t('moderation.title')}</Title>
      {!manager ? (
        <Text c="dimmed">{t('moderation.noAccess')}</Text>
      ) : (
        <>
          <PromoteTrend />
          <Tabs defaultValue="reports" keepMounted={false}>
            <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
              <Tabs.Tab value="reports">{t('moderation.reports')}</Tabs.Tab>
              <Tabs.Tab value="appeals">{t('moderation.tabs.appeals')}</Tabs.Tab>
              <Tabs.Tab value="log">{t('moderation.tabs.log')}</Tabs.Tab>
              <Tabs.Tab value="players">{t('moderation.tabs.players')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="reports">
              <ReportsPanel />
            </Tabs.Panel>
            <Tabs.Panel value="appeals">
              <AppealsPanel />
            </Tabs.Panel>
            <Tabs.Panel value="log">
              <LogPanel />
            </Tabs.Panel>
            <Tabs.Panel value="players">
              <PlayersPanel />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
