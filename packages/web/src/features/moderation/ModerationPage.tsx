import { Button, Center, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { useUserQuery } from '../../entities/account';
import { useReportQueueQuery, type ReportStatus } from './hooks';
import { PromoteTrend } from './PromoteTrend';
import { ReportCard } from './ReportCard';

const statuses: ReportStatus[] = ['open', 'dismissed', 'actioned'];

/** The moderation queue for users with the manager flag. */
export function ModerationPage() {
  const { t } = useTranslation(['social', 'common']);
  usePageTitle(t('moderation.title'));
  const { data: user, isPending: userPending } = useUserQuery();
  const [status, setStatus] = useState<ReportStatus>('open');
  const manager = user?.manager === true;
  const queue = useReportQueueQuery(status, manager);
  const reports = queue.data?.pages.flat() ?? [];

  if (userPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Title order={1}>{t('moderation.title')}</Title>
      {!manager ? (
        <Text c="dimmed">{t('moderation.noAccess')}</Text>
      ) : (
        <>
          <PromoteTrend />
          <Title order={2} size="h3">
            {t('moderation.reports')}
          </Title>
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
          ) : reports.length === 0 ? (
            <Text c="dimmed">{t('moderation.empty')}</Text>
          ) : (
            <Stack gap="sm">
              {reports.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
              {queue.hasNextPage && (
                <Button variant="subtle" onClick={() => void queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
                  {t('moderation.more')}
                </Button>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
