import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Output } from '../../api/client';
import { notifyError } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { formatRelative } from '../../lib/time';
import { ConfirmModal } from '../graph';
import { useResolveReportMutation } from './hooks';
import classes from './ModerationPage.module.css';

type Report = Output<'getReports'>[number];
type Resolution = 'dismiss' | 'removeContent' | 'freezeAccount';

/** One report with what it points at as it stands now, and the three ways to close it. */
export function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation('social');
  const resolve = useResolveReportMutation();
  const [confirmFreeze, setConfirmFreeze] = useState(false);
  const act = (action: Resolution) =>
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          setConfirmFreeze(false);
          notifications.show({ color: 'teal', message: t('moderation.resolved') });
        },
        onError: notifyError,
      },
    );
  const busy = (action: Resolution) => resolve.isPending && resolve.variables?.action === action;
  const removable = report.target !== null && (report.report_type === 'post' || report.report_type === 'comment');

  return (
    <Paper className={classes.card} radius="lg" p="md" data-testid="report-card">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="red">
            {t(`report.categories.${report.category}`)}
          </Badge>
          <Badge variant="default">{t(`moderation.types.${report.report_type}`)}</Badge>
          <Text size="xs" c="dimmed" ml="auto">
            <time dateTime={report.created_at}>{formatRelative(report.created_at, currentLanguage())}</time>
          </Text>
        </Group>
        {report.target ? (
          <div>
            {report.report_type === 'user' ? (
              <Anchor component={Link} to={`/profile/${report.target.label.replace(/^@/, '')}`} fw={650}>
                {report.target.label}
              </Anchor>
            ) : (
              <Text fw={650}>{report.target.label}</Text>
            )}
            {report.target.excerpt && (
              <Text size="sm" c="dimmed" lineClamp={4} className={classes.excerpt}>
                {report.target.excerpt}
              </Text>
            )}
          </div>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('moderation.targetGone')}
          </Text>
        )}
        {report.description && (
          <Text size="sm" className={classes.description}>
            {report.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('moderation.reportedBy', { username: report.reporter.username })}
        </Text>
        {report.status === 'open' && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" loading={busy('dismiss')} onClick={() => act('dismiss')}>
              {t('moderation.dismiss')}
            </Button>
            {removable && (
              <Button
                size="xs"
                color="orange"
                variant="light"
                loading={busy('removeContent')}
                onClick={() => act('removeContent')}
              >
                {t('moderation.removeContent')}
              </Button>
            )}
            {report.target?.userId && (
              <Button size="xs" color="red" variant="light" onClick={() => setConfirmFreeze(true)}>
                {t('moderation.freezeAccount')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmFreeze}
        title={t('moderation.freezeTitle')}
        text={t('moderation.freezeText')}
        confirmLabel={t('moderation.freezeAccount')}
        loading={busy('freezeAccount')}
        onClose={() => setConfirmFreeze(false)}
        onConfirm={() => act('freezeAccount')}
      />
    </Paper>
  );
}
