import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { formatRelative } from '../../lib/time';

interface Props {
  /** The account's re-sync; no button when the provider can't be asked now (no key, no server chosen). */
  refresh: UseMutationResult<unknown, Error, void> | null;
  /** While the cool-down runs: when the next refresh is allowed. */
  refreshAfter: string | null;
  removing: boolean;
  /** Asks before disconnecting (each card says what goes with it). */
  onDisconnect: () => void;
}

/** A linked game account's buttons in Settings → Integrations: refresh now (with its cool-down) and disconnect. */
export function LinkedAccountActions({ refresh, refreshAfter, removing, onDisconnect }: Props) {
  const { t, i18n } = useTranslation('integrations');
  return (
    <Group gap="xs" wrap="nowrap">
      {refresh && (
        <Button
          variant="default"
          loading={refresh.isPending}
          disabled={Boolean(refreshAfter)}
          title={refreshAfter ? t('refreshIn', { when: formatRelative(refreshAfter, i18n.language) }) : undefined}
          onClick={() =>
            refresh.mutate(undefined, {
              onSuccess: () => notifications.show({ color: 'teal', message: t('refreshed') }),
              onError: notifyError,
            })
          }
        >
          {t('refresh')}
        </Button>
      )}
      <Button variant="outline" color="red" onClick={onDisconnect} loading={removing}>
        {t('disconnect')}
      </Button>
    </Group>
  );
}
