import { languages } from '@gamefolk/contract';
import { ActionIcon, Menu, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconLanguage, IconMoon, IconSettings, IconShieldCheck, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguageSwitch } from '../../../entities/account';
import { useUserQuery } from '../../../entities/account';

/** Quick settings: language, theme and a way to the full settings page. */
export function SettingsMenu() {
  const { t } = useTranslation(['layout', 'common', 'social']);
  const { data: user } = useUserQuery();
  const { language, switchTo } = useLanguageSwitch();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  return (
    <Menu position="bottom-end" width={220} shadow="xl">
      <Menu.Target>
        <Tooltip label={t('settingsMenu.open')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('settingsMenu.open')}>
            <IconSettings size={21} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <IconLanguage size={12} /> {t('common:language.label')}
        </Menu.Label>
        {languages.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void switchTo(lng)}
            rightSection={lng === language ? <IconCheck size={16} /> : null}
          >
            {t(`common:language.${lng}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={scheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
        >
          {scheme === 'dark' ? t('common:theme.switchToLight') : t('common:theme.switchToDark')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t('settingsMenu.all')}
        </Menu.Item>
        {user?.manager && (
          <Menu.Item component={Link} to="/moderation" leftSection={<IconShieldCheck size={16} />}>
            {t('social:moderation.menu')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
