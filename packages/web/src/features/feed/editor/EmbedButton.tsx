import { Button, Group, TextInput } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarPopover } from '../../../components/ToolbarPopover';
import { toEmbedUrl } from './media';

/** Embeds a YouTube, Twitch or Vimeo player from a link to the video's page. */
export function EmbedButton({ onEmbed }: { onEmbed: (src: string) => void }) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState(false);
  const [link, setLink] = useState('');
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const src = toEmbedUrl(link);
    if (!src) {
      setError(true);
      return;
    }
    onEmbed(src);
    setLink('');
    setError(false);
    setOpened(false);
  };

  return (
    <ToolbarPopover
      label={t('editor.embed')}
      icon={<IconBrandYoutube size={19} />}
      opened={opened}
      onChange={setOpened}
      dropdown={{ w: 320 }}
    >
      <form onSubmit={submit}>
        <TextInput
          label={t('editor.embedLabel')}
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          onChange={(event) => {
            setLink(event.currentTarget.value);
            setError(false);
          }}
          error={error ? t('editor.embedInvalid') : undefined}
          data-autofocus
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" size="xs" disabled={!link.trim()}>
            {t('editor.embedAdd')}
          </Button>
        </Group>
      </form>
    </ToolbarPopover>
  );
}
