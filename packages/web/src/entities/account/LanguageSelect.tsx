import { languages, type Language } from '@gamefolk/contract';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguageSwitch } from './use-language-switch';

// A native select keeps the public pages light (no popover engine) and is accessible everywhere.
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, switchTo } = useLanguageSwitch();
  return (
    <NativeSelect
      aria-label={t('language.change')}
      value={language}
      onChange={(event) => void switchTo(event.currentTarget.value as Language)}
      data={languages.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      variant="filled"
      size="sm"
      w={136}
    />
  );
}
