import { Anchor, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBrandSteam } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedAccountActions } from './LinkedAccountActions';
import { Link } from 'react-router';
import { errorText, notifyError } from '../../components/errors';
import { formatRelative } from '../../lib/time';
import { useUserQuery } from '../../entities/account';
import { SettingRow } from '../../components/SettingsCard';
import {
  useIntegrationsQuery,
  useRemoveSteamMutation,
  useSteamLinkRedirectMutation,
  useSteamLinkReturn,
  useSyncSteamMutation,
} from './steam-hooks';
import { useConfirmSteamLink } from './confirm-steam-link';
import { useJustLinked } from './just-linked';
import justLinkedClasses from './JustLinked.module.css';

/** Steam in Settings → Integrations: connect (OpenID, back to /settings), status, last sync, refresh, disconnect. */
export function SteamCard() {
  const { t, i18n } = useTranslation('integrations');
  const me = useUserQuery().data;
  const integrations = useIntegrationsQuery(me?.id);
  const connect = useSteamLinkRedirectMutation();
  const sync = useSyncSteamMutation();
  const remove = useRemoveSteamMutation();
  const linked = integrations.data?.steam;
  const language = i18n.language;

  // Steam sends the player back to the top of Settings: the card they linked comes into view, ringed.
  const justLinked = useJustLinked(Boolean(linked));
  const { show } = justLinked;
  const onReturn = useCallback(
    (error: unknown) => {
      if (error) return notifyError(error);
      notifications.show({ color: 'teal', message: t('steam.linked') });
      show();
    },
    [t, show],
  );
  const link = useSteamLinkReturn(true, useConfirmSteamLink(), onReturn);

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('steam.disconnectTitle'),
      children: t('steam.disconnectText'),
      labels: { confirm: t('disconnect'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('steam.disconnected') }),
          onError: notifyError,
        }),
    });

  const status = linked ? (
    <Stack gap={2} data-testid="steam-status">
      <Text size="sm">{t('steam.linkedAs', { name: linked.persona_name ?? linked.steamid })}</Text>
      <Text size="xs" c="dimmed">
        {linked.synced_at ? t('lastSync', { when: formatRelative(linked.synced_at, language) }) : t('neverSynced')}
        {linked.game_count !== null && ` · ${t('steam.games', { count: linked.game_count })}`}
      </Text>
      {linked.sync_error && linked.sync_failed_at && (
        <Text size="xs" c="orange">
          {t('syncFailed', { when: formatRelative(linked.sync_failed_at, language) })} {errorText(linked.sync_error)}
        </Text>
      )}
      {integrations.data && !integrations.data.steam_configured && (
        <Text size="xs" c="dimmed">
          {t('steam.noKey')}
        </Text>
      )}
    </Stack>
  ) : (
    t('steam.text')
  );

  const action = linked ? (
    <LinkedAccountActions
      refresh={integrations.data?.steam_configured ? sync : null}
      refreshAfter={linked.refresh_after}
      removing={remove.isPending}
      onDisconnect={confirmRemove}
    />
  ) : (
    <Button
      leftSection={<IconBrandSteam size={16} />}
      loading={connect.isPending || link.isPending}
      onClick={() => connect.mutate('/settings', { onError: notifyError })}
      aria-label={t('steam.connectTo')}
    >
      {t('connect')}
    </Button>
  );

  return (
    <SettingRow
      icon={<IconBrandSteam size={22} stroke={1.6} />}
      label={t('steam.name')}
      text={status}
      action={action}
      rootProps={{ ...justLinked.props, className: justLinkedClasses.card, 'data-testid': 'steam-card' }}
    >
      {linked && me && (
        <Anchor component={Link} to={`/profile/${me.username}?tab=about`} size="sm" mt="xs" display="inline-block">
          {t('toProfile')}
        </Anchor>
      )}
    </SettingRow>
  );
}
