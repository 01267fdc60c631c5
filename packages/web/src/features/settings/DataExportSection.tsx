import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText, notifyError } from '../../components/errors';
import { SettingRow, SettingsCard } from '../../components/SettingsCard';
import { formatDate } from '../../lib/time';
import { useDataExportsQuery, useDownloadDataExportMutation, useRequestDataExportMutation } from './hooks';

/**
 * Issue 43: "Download your data": ask for a ZIP, see it being gathered, download it while it lasts. The mailed link
 * (/settings/data/<id>) opens this section, scrolled to, with that export's download.
 */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const { id } = useParams();
  const linked = id === undefined ? undefined : Number(id);
  const exports = useDataExportsQuery();
  const request = useRequestDataExportMutation();
  const download = useDownloadDataExportMutation();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linked !== undefined) section.current?.scrollIntoView({ block: 'center' });
  }, [linked]);

  const rows = exports.data?.rows ?? [];
  const latest = (linked !== undefined && rows.find((row) => row.id === linked)) || rows[0];
  const linkedGone = linked !== undefined && !exports.isPending && latest?.id !== linked;
  const status = latest?.status;
  const canAsk = !status || status === 'expired' || status === 'failed';
  const text =
    status === 'requested'
      ? t('dataExport.requested')
      : status === 'ready'
        ? t('dataExport.ready', { when: formatDate(latest!.expires_at!, { withTime: true }) })
        : status === 'expired'
          ? t('dataExport.expired')
          : status === 'failed'
            ? t('dataExport.failed')
            : t('dataExport.once');

  return (
    <SettingsCard title={t('dataExport.title')} text={t('dataExport.text')}>
      <SettingRow
        rootProps={{ ref: section, 'data-testid': 'data-export', 'data-status': status ?? 'none' }}
        icon={<IconFileZip size={22} stroke={1.6} />}
        label={t('dataExport.title')}
        text={text}
        action={
          exports.isPending ? (
            <Loader size="sm" />
          ) : status === 'ready' ? (
            <Button onClick={() => download.mutate(latest!.id, { onError: notifyError })} loading={download.isPending}>
              {t('dataExport.download')}
            </Button>
          ) : status === 'requested' ? (
            <Loader size="sm" aria-label={t('dataExport.requested')} />
          ) : (
            canAsk && (
              <Button variant="default" onClick={() => request.mutate()} loading={request.isPending}>
                {t('dataExport.request')}
              </Button>
            )
          )
        }
      >
        {(linkedGone || request.error) && (
          <Group mt="sm">
            <Alert color="red" variant="light" role="alert">
              {request.error ? errorText(request.error) : t('dataExport.notFound')}
            </Alert>
          </Group>
        )}
        {status === 'ready' && linked === undefined && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('dataExport.once')}
          </Text>
        )}
      </SettingRow>
    </SettingsCard>
  );
}
