import { languages, type Language } from '@gamefolk/contract';
import { SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconLanguage, IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguageSwitch } from '../../entities/account';
import { SettingRow, SettingsCard } from '../../components/SettingsCard';

/** Language (saved to the account) and theme (kept on this device). */
export function AppearanceSection() {
  const { t } = useTranslation(['settings', 'common']);
  const { language, switchTo } = useLanguageSwitch();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  return (
    <SettingsCard title={t('appearance.title')}>
      <SettingRow
        labelId="settings-language"
        icon={<IconLanguage size={22} stroke={1.6} />}
        label={t('common:language.label')}
        text={t('appearance.languageText')}
        action={
          <SegmentedControl
            aria-labelledby="settings-language"
            value={language}
            onChange={(value) => void switchTo(value as Language)}
            data={languages.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
          />
        }
      />
      <SettingRow
        labelId="settings-theme"
        icon={<IconPalette size={22} stroke={1.6} />}
        label={t('common:theme.label')}
        text={t('appearance.themeText')}
        action={
          <SegmentedControl
            aria-labelledby="settings-theme"
            value={scheme}
            onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
            data={[
              { value: 'dark', label: t('common:theme.dark') },
              { value: 'light', label: t('common:theme.light') },
            ]}
          />
        }
      />
    </SettingsCard>
  );
}
