import { riotPlatformIds, type RiotPlatform } from '@gamefolk/contract';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useRiotAuthMutation } from './riot-hooks';

interface Props {
  userId: number;
  puuid: string;
  current: string | null;
  onDone?: () => void;
}

/** The League servers as a select's options: "Europe West (EUW1)". */
export function useRiotPlatformOptions() {
  const { t } = useTranslation('riot');
  return riotPlatformIds.map((id) => ({ value: id, label: `${t(`platforms.${id}`)} (${id.toUpperCase()})` }));
}

/** The League platform chooser: saving it reads the ranks from that platform. */
export function RiotPlatformSelect({ userId, puuid, current, onDone }: Props) {
  const { t } = useTranslation('riot');
  const [value, setValue] = useState<string | null>(current);
  const save = useRiotAuthMutation(userId);
  const data = useRiotPlatformOptions();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('choosePlatform')}
        description={t('choosePlatformText')}
        placeholder={t('platformPlaceholder')}
        data={data}
        value={value}
        onChange={setValue}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 280 }}
      />
      <Button
        disabled={!value || value === current}
        loading={save.isPending}
        onClick={() =>
          value && save.mutate({ puuid, server: value as RiotPlatform }, { onSuccess: onDone, onError: notifyError })
        }
      >
        {t('save')}
      </Button>
    </Group>
  );
}
