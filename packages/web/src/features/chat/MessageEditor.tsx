import { Button, Group, Textarea } from '@mantine/core';
import { limits } from '@gamefolk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** My message's text in place of its bubble: Enter or Save keeps it, Escape or Cancel leaves it as it was. */
export function MessageEditor({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(initial);
  const save = () => {
    const content = value.trim();
    if (!content || content === initial) return onCancel();
    onSave(content);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      data-testid="chat-edit"
    >
      <Textarea
        autosize
        autoFocus
        minRows={1}
        maxRows={6}
        maxLength={limits.chatMessage}
        value={value}
        aria-label={t('message.edit')}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            save();
          }
        }}
      />
      <Group gap="xs" justify="flex-end" mt={4}>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
          {t('message.cancel')}
        </Button>
        <Button size="compact-xs" type="submit" loading={busy}>
          {t('message.save')}
        </Button>
      </Group>
    </form>
  );
}
