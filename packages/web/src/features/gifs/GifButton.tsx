import type { Gif } from '@gamefolk/contract';
import { ActionIcon, Popover, Tooltip } from '@mantine/core';
import { IconGif } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GifPicker } from './GifPicker';
import { useGifsEnabled } from './hooks';

/** The editors' GIF button: shown only when the server has GIPHY's key; the picker loads when opened. */
export function GifButton({ onPick }: { onPick: (gif: Gif) => void }) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState(false);
  if (!useGifsEnabled()) return null;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      withinPortal
      zIndex={1100}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label={t('gifs.button')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('gifs.button')}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconGif size={19} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        {opened && (
          <GifPicker
            onPick={(gif) => {
              setOpened(false);
              onPick(gif);
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
