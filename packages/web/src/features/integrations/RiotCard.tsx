import { Badge } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingRow } from '../settings/SettingsCard';

/** Placeholder until the Riot sign-on work replaces this file. */
export function RiotCard() {
  const { t } = useTranslation('integrations');
  return (
    <SettingRow
      icon={<IconSwords size={22} stroke={1.6} />}
      label={t('riot.name')}
      text={t('riot.text')}
      action={
        <Badge variant="light" color="gray" radius="sm">
          {t('soon')}
        </Badge>
      }
    />
  );
}
