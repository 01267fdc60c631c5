import { ActionIcon, Center, Loader, Popover, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/language';

type PickerLocale = 'tr' | 'en' | 'es';

// The picker's own texts ship with the data package; loading them here keeps the picker off the CDN.
const pickerTexts: Record<PickerLocale, () => Promise<unknown>> = {
  en: () => Promise.resolve(undefined),
  tr: () => import('@emoji-mart/data/i18n/tr.json').then((m) => m.default),
  es: () => import('@emoji-mart/data/i18n/es.json').then((m) => m.default),
};

/** emoji-mart and its data (about 100 KB gzipped) load on the first open only. */
async function loadPicker(locale: PickerLocale) {
  const [{ Picker }, data, texts] = await Promise.all([
    import('emoji-mart'),
    import('@emoji-mart/data').then((m) => m.default),
    pickerTexts[locale](),
  ]);
  return { Picker, data, texts };
}

export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(true);
  const container = useRef<HTMLDivElement>(null);
  const onPickRef = useRef(onPick);
  const scheme = useComputedColorScheme('dark');

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!opened) return;
    let picker: HTMLElement | null = null;
    let cancelled = false;
    const locale = currentLanguage();
    void loadPicker(locale).then(({ Picker, data, texts }) => {
      if (cancelled || !container.current) return;
      picker = new Picker({
        data,
        i18n: texts,
        locale,
        theme: scheme,
        previewPosition: 'none',
        skinTonePosition: 'search',
        maxFrequentRows: 2,
        perLine: 8,
        onEmojiSelect: (emoji: { native: string }) => onPickRef.current(emoji.native),
      }) as unknown as HTMLElement;
      container.current.appendChild(picker);
      setLoading(false);
    });
    return () => {
      cancelled = true;
      picker?.remove();
    };
  }, [opened, scheme]);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal zIndex={1100}>
      <Popover.Target>
        <Tooltip label={t('editor.emoji')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('editor.emoji')}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconMoodSmile size={19} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} style={{ border: 0, background: 'transparent' }}>
        {loading && (
          <Center w={352} h={200}>
            <Loader type="dots" />
          </Center>
        )}
        <div ref={container} />
      </Popover.Dropdown>
    </Popover>
  );
}
