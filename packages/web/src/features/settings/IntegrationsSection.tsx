import { Badge, Button, Group } from '@mantine/core';
import { IconBrandSteam, IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingRow, SettingsCard } from './SettingsCard';

const providers = [
  { key: 'steam', icon: IconBrandSteam },
  { key: 'riot', icon: IconSwords },
] as const;

/** Steam and Riot Games arrive with the integrations work; until then the section says so plainly. */
export function IntegrationsSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('integrations.title')} text={t('integrations.text')}>
      {providers.map(({ key, icon: Icon }) => (
        <SettingRow
          key={key}
          icon={<Icon size={22} stroke={1.6} />}
          label={t(`integrations.${key}`)}
          text={t(`integrations.${key}Text`)}
          action={
            <Group gap="sm" wrap="nowrap">
              <Badge variant="light" color="gray" radius="sm">
                {t('integrations.soon')}
              </Badge>
              <Button
                variant="default"
                size="xs"
                disabled
                aria-label={t('integrations.connectTo', { name: t(`integrations.${key}`) })}
              >
                {t('integrations.connect')}
              </Button>
            </Group>
          }
        />
      ))}
    </SettingsCard>
  );
}
