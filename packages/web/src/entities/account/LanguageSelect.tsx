import { languages, type Language } from '@gamefolk/contract';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguageSwitch } from './use-language-switch';

// A native select keeps the public pages light (no popover engine) and is accessible everywhere. It is not
// controlled: React sets a controlled select back to its value whenever it renders, and the app renders while it
// takes over a page the server sent (hydration, and the updates it flushes in the select's own `input` event), so a
// choice made then read as the language already shown and was lost (issue 47). Keyed by the language shown, it is
// made again with it whenever that changes.
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, switchTo } = useLanguageSwitch();
  return (
    <NativeSelect
      aria-label={t('language.change')}
      key={language}
      defaultValue={language}
      onChange={(event) => void switchTo(event.currentTarget.value as Language)}
      data={languages.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      variant="filled"
      size="sm"
      w={136}
    />
  );
}
