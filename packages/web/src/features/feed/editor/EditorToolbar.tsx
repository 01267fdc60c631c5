import { ActionIcon, FileButton, Group, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconPhoto } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gif } from '@gamefolk/contract';
import { GifButton } from '../../gifs';
import { EmbedButton } from './EmbedButton';
import { EmojiButton } from './EmojiButton';
import { HighlightButton } from './HighlightButton';

interface EditorToolbarProps {
  editor: Editor;
  /** Null when this editor takes no files (chat) or has no room left. */
  onFiles: ((files: File[]) => void) | null;
  /** Null when a GIF cannot be added (no room left). */
  onGif: ((gif: Gif) => void) | null;
  withEmbed: boolean;
  /** Bold, italic and highlight: not in chat, whose messages are plain text. */
  withMarks: boolean;
}

function MarkButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function EditorToolbar({ editor, onFiles, onGif, withEmbed, withMarks }: EditorToolbarProps) {
  const { t } = useTranslation('feed');
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      highlight: e.isActive('highlight'),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Group gap={2} wrap="nowrap">
      {onFiles && (
        <FileButton onChange={(files) => onFiles(files)} accept="image/*,video/*" multiple>
          {(props) => (
            <Tooltip label={t('editor.attach')}>
              <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('editor.attach')}>
                <IconPhoto size={19} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
      <EmojiButton onPick={(emoji) => chain().insertContent(emoji).run()} />
      {onGif && <GifButton onPick={onGif} />}
      {withEmbed && <EmbedButton onEmbed={(src) => chain().insertContent({ type: 'embed', attrs: { src } }).run()} />}
      {withMarks && (
        <>
          <MarkButton label={t('editor.bold')} active={marks.bold} onClick={() => chain().toggleBold().run()}>
            <IconBold size={18} />
          </MarkButton>
          <MarkButton label={t('editor.italic')} active={marks.italic} onClick={() => chain().toggleItalic().run()}>
            <IconItalic size={18} />
          </MarkButton>
          <HighlightButton
            active={marks.highlight}
            onPick={(color) => chain().setHighlight({ color }).run()}
            onClear={() => chain().unsetHighlight().run()}
          />
        </>
      )}
    </Group>
  );
}
