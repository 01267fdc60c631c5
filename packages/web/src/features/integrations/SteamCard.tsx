import { Badge } from '@mantine/core';
import { IconBrandSteam } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingRow } from '../settings/SettingsCard';

/** Steam in Settings → Integrations (connect, status, last sync, disconnect). */
export function SteamCard() {
  const { t } = useTranslation('integrations');
  return (
    <SettingRow
      icon={<IconBrandSteam size={22} stroke={1.6} />}
      label={t('steam.name')}
      text={t('steam.text')}
      action={
        <Badge variant="light" color="gray" radius="sm">
          {t('soon')}
        </Badge>
      }
    />
  );
}
