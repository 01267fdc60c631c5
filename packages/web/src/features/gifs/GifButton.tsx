import type { Gif } from '@gamefolk/contract';
import { IconGif } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarPopover } from '../../components/ToolbarPopover';
import { GifPicker } from './GifPicker';
import { useGifsEnabled } from './hooks';

/** The editors' GIF button: shown only when the server has GIPHY's key; the picker loads when opened. */
export function GifButton({ onPick }: { onPick: (gif: Gif) => void }) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState(false);
  if (!useGifsEnabled()) return null;
  return (
    <ToolbarPopover
      label={t('gifs.button')}
      icon={<IconGif size={19} />}
      opened={opened}
      onChange={setOpened}
      dropdown={{ p: 'xs' }}
    >
      {opened && (
        <GifPicker
          onPick={(gif) => {
            setOpened(false);
            onPick(gif);
          }}
        />
      )}
    </ToolbarPopover>
  );
}
