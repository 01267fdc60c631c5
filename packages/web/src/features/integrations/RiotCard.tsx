import type { RiotPlatform } from '@gamefolk/contract';
import { Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkedAccountActions } from './LinkedAccountActions';
import { Link } from 'react-router';
import { notifyError } from '../../components/errors';
import { formatRelative } from '../../lib/time';
import { useUserQuery } from '../../entities/account';
import { SettingRow } from '../../components/SettingsCard';
import { RiotPlatformSelect, useRiotPlatformOptions } from './RiotPlatformSelect';
import { guessRiotPlatform, riotPlatformChoice } from './riot-platform';
import { useState } from 'react';
import {
  useRefreshRiotMutation,
  useRemoveRiotMutation,
  useRiotAccountQuery,
  useRiotConnectMutation,
} from './riot-hooks';

/** Riot in Settings → Integrations: connect (RSO), the account and server, last sync, refresh, disconnect. */
export function RiotCard() {
  const { t, i18n } = useTranslation('riot');
  const me = useUserQuery().data;
  const account = useRiotAccountQuery(me?.id);
  const connect = useRiotConnectMutation();
  const refresh = useRefreshRiotMutation(me?.id);
  const remove = useRemoveRiotMutation(me?.id);
  const linked = account.data;
  const options = useRiotPlatformOptions();
  const [platform, setPlatform] = useState<RiotPlatform | null>(() => guessRiotPlatform(i18n.language));
  const [missing, setMissing] = useState(false);

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('disconnectTitle'),
      children: t('disconnectText'),
      labels: { confirm: t('disconnect'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => remove.mutate(undefined, { onError: notifyError }),
    });

  const status = linked ? (
    <Stack gap={2} data-testid="riot-status">
      <Text size="sm">{t('linkedAs', { name: `${linked.gameName}#${linked.tagLine}` })}</Text>
      <Text size="xs" c="dimmed">
        {linked.syncedAt ? t('lastSync', { when: formatRelative(linked.syncedAt, i18n.language) }) : t('neverSynced')}
        {linked.server && ` · ${t(`platforms.${linked.server as 'euw1'}`)}`}
      </Text>
      {linked.syncFailedAt && (
        <Text size="xs" c="orange">
          {t('syncFailed', { when: formatRelative(linked.syncFailedAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  ) : (
    // The server is asked here, above Connect on a phone: the ranks are read as soon as Riot sends the player back.
    <Stack gap="sm">
      {t('text')}
      {account.isSuccess && (
        <Select
          label={t('choosePlatform')}
          description={t('choosePlatformFirst')}
          placeholder={t('platformPlaceholder')}
          data={options}
          value={platform}
          onChange={(value) => {
            setPlatform(value as RiotPlatform | null);
            setMissing(false);
          }}
          error={missing && t('platformNeeded')}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 280 }}
          data-testid="riot-platform-first"
        />
      )}
    </Stack>
  );

  const action = linked ? (
    <LinkedAccountActions
      refresh={linked.server ? refresh : null}
      refreshAfter={linked.refreshableAt}
      removing={remove.isPending}
      onDisconnect={confirmRemove}
    />
  ) : (
    <Button
      onClick={() => {
        // The server goes with the player to Riot and back: the callback page reads the ranks at once.
        if (!platform) return setMissing(true);
        riotPlatformChoice.save(platform);
        connect.mutate(undefined, { onError: notifyError });
      }}
      loading={connect.isPending}
      aria-label={`${t('connect')}: ${t('name')}`}
    >
      {t('connect')}
    </Button>
  );

  return (
    <SettingRow icon={<IconSwords size={22} stroke={1.6} />} label={t('name')} text={status} action={action}>
      {linked?.puuid && me && (
        <Stack gap="xs" mt="sm">
          <RiotPlatformSelect userId={me.id} puuid={linked.puuid} current={linked.server} />
          {linked.server && (
            <Anchor component={Link} to={`/profile/${me.username}?tab=about`} size="sm">
              {t('callback.toProfile')}
            </Anchor>
          )}
        </Stack>
      )}
    </SettingRow>
  );
}
