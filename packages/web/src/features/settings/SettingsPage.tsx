import { languages, type Language } from '@gamefolk/contract';
import {
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconAt, IconBan, IconPlugConnected, IconSnowflake, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/title';
import { useLanguageSwitch } from '../../components/use-language-switch';
import classes from './SettingsPage.module.css';

// Account sections of spec section 2 that arrive with later issues.
const upcoming = [
  { key: 'mail', icon: IconAt },
  { key: 'freeze', icon: IconSnowflake },
  { key: 'delete', icon: IconTrash },
  { key: 'blocked', icon: IconBan },
  { key: 'integrations', icon: IconPlugConnected },
] as const;

export function SettingsPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { language, switchTo } = useLanguageSwitch();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  usePageTitle(t('settings.title'));

  return (
    <Stack gap="xl" maw={760} mx="auto">
      <Title order={1}>{t('settings.title')}</Title>
      <Paper className={classes.card} radius="lg" p="lg">
        <Title order={2} size="h4" mb="md">
          {t('settings.appearance')}
        </Title>
        <Stack gap="lg">
          <div className={classes.row}>
            <div>
              <Text fw={600} id="settings-language">
                {t('common:language.label')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('settings.languageText')}
              </Text>
            </div>
            <SegmentedControl
              aria-labelledby="settings-language"
              value={language}
              onChange={(value) => void switchTo(value as Language)}
              data={languages.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
            />
          </div>
          <div className={classes.row}>
            <div>
              <Text fw={600} id="settings-theme">
                {t('common:theme.label')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('settings.themeText')}
              </Text>
            </div>
            <SegmentedControl
              aria-labelledby="settings-theme"
              value={scheme}
              onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
              data={[
                { value: 'dark', label: t('common:theme.dark') },
                { value: 'light', label: t('common:theme.light') },
              ]}
            />
          </div>
        </Stack>
      </Paper>
      <Paper className={classes.card} radius="lg" p="lg">
        <Title order={2} size="h4" mb="md">
          {t('settings.account')}
        </Title>
        <Stack gap={0}>
          {upcoming.map(({ key, icon: Icon }) => (
            <Group key={key} wrap="nowrap" gap="md" className={classes.upcoming}>
              <Icon size={22} stroke={1.6} aria-hidden className={classes.icon} />
              <div className={classes.grow}>
                <Text fw={600}>{t(`settings.${key}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`settings.${key}Text`)}
                </Text>
              </div>
              <Badge variant="light" color="gray" radius="sm">
                {t('comingSoon.badge')}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
