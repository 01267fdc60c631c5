import { limits, type ErrorCode, type Gif } from '@gamefolk/contract';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import i18n from 'i18next';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errors';
import { isEmptyContent } from '../content/is-empty';
import type { Attachment } from '../upload';
import { AttachmentStrip } from './AttachmentStrip';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import type { EditorMode } from './keyboard';
import type { SuggestionState } from './suggestion-render';
import { useAttachments } from './use-attachments';
import classes from './RichEditor.module.css';

export interface EditorValue {
  html: string;
  text: string;
  attachments: Attachment[];
}

export interface RichEditorProps {
  mode: EditorMode;
  /** The content being edited: its presence makes this an edit, and an unchanged edit is ignored. */
  defaultValue?: string;
  defaultAttachments?: Attachment[];
  /** Plain text typed before the editor came (LazyRichEditor's box): a new text starting with it, not an edit. */
  startText?: string;
  /** Enter was pressed in that box where it sends: the editor sends (or says why not) as it comes. */
  startSend?: boolean;
  placeholder: string;
  submitLabel: string;
  /** Resolves true when the value was taken; a new (not edited) value then clears the editor. */
  onSubmit: (value: EditorValue) => Promise<boolean> | boolean;
  onCancel?: () => void;
  busy?: boolean;
  autoFocus?: boolean;
  /** Files can be attached (not in chat, by default). */
  withAttachments?: boolean;
  /** Something to show left of the buttons, e.g. who is being replied to. */
  aside?: ReactNode;
}

const maxAttachments: Record<EditorMode, number> = { post: 10, comment: 4, chat: 4 };

function warn(code: ErrorCode) {
  void i18n.loadNamespaces('errors').then(() => notifications.show({ color: 'yellow', message: errorText(code) }));
}

/** Plain text as the editor's paragraphs, one per line (a document, so nothing in it is read as markup). */
const paragraphsOf = (text: string) =>
  text === ''
    ? ''
    : {
        type: 'doc',
        content: text.split('\n').map((line) => ({
          type: 'paragraph',
          content: line === '' ? [] : [{ type: 'text', text: line }],
        })),
      };

const sameAttachments = (a: Attachment[], b: Attachment[]) =>
  a.length === b.length && a.every((x, i) => x.attachmentUrl === b[i]?.attachmentUrl && x.alt === b[i]?.alt);

/** The TipTap editor of posts, comments and (later) chat; see spec section 5 for its rules. */
export function RichEditor(props: RichEditorProps) {
  const {
    mode,
    defaultValue,
    defaultAttachments = [],
    startText = '',
    placeholder,
    submitLabel,
    onSubmit,
    onCancel,
  } = props;
  const { busy = false, autoFocus = false, startSend = false, withAttachments = mode !== 'chat', aside } = props;
  const { t } = useTranslation(['feed', 'common']);
  const queryClient = useQueryClient();
  const files = useAttachments(defaultAttachments, maxAttachments[mode]);
  const [suggestions] = useState<SuggestionState>(() => ({ open: false }));
  const initialHtml = useRef<string | null>(null);
  const sending = useRef(false);
  // Sent once, when the editor that stays has been made (useEditor may make one and replace it as it mounts).
  const sendAtStart = useRef(startSend);
  // The editor is built once; these refs let its handlers reach the latest render.
  const latest = useRef({ submit: () => undefined as void, addFiles: files.add, withAttachments });
  const [extensions] = useState(() =>
    editorExtensions({ mode, placeholder, queryClient, suggestions, onSubmit: () => latest.current.submit() }),
  );
  const [editorProps] = useState(() => {
    const takeFiles = (list: FileList | null | undefined): boolean => {
      const picked = Array.from(list ?? []).filter((f) => f.type.startsWith('image/') || f.type.startsWith('video/'));
      if (!latest.current.withAttachments || picked.length === 0) return false;
      void latest.current.addFiles(picked);
      return true;
    };
    return {
      attributes: { class: classes.prose ?? '', 'aria-label': placeholder, 'aria-multiline': 'true', role: 'textbox' },
      handlePaste: (_view: unknown, event: ClipboardEvent) => takeFiles(event.clipboardData?.files),
      handleDrop: (_view: unknown, event: DragEvent) => takeFiles(event.dataTransfer?.files),
    };
  });

  const editor = useEditor({
    extensions,
    content: defaultValue ?? paragraphsOf(startText),
    autofocus: autoFocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onCreate: ({ editor: created }) => {
      initialHtml.current = created.getHTML();
      if (!sendAtStart.current) return;
      sendAtStart.current = false;
      latest.current.submit();
    },
  });

  // TipTap's own autofocus waits a task and a frame: a box that handed over the focus (LazyRichEditor) would drop the
  // keys pressed in between. The editor takes the focus in the commit that removes the box.
  useLayoutEffect(() => {
    if (!autoFocus || editor.isDestroyed || !editor.view.dom.isConnected) return;
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.view.focus();
    // Only as it first shows, like autofocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  const counts = useEditorState({
    editor,
    // When mounting lags, useEditor destroys the editor it made while rendering and makes another; for one
    // render this selector still sees the destroyed one, whose storage is gone.
    selector: ({ editor: e }) => {
      const count = e.isDestroyed ? undefined : e.storage.characterCount;
      return { characters: count?.characters() ?? 0, words: count?.words() ?? 0 };
    },
  });

  const submit = async () => {
    // A second Enter before the first answer arrives must not post twice.
    if (busy || sending.current || files.uploading > 0) return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    const { attachments } = files;
    if (isEmptyContent(html) && attachments.length === 0) {
      // Empty chat content is simply not sent (spec section 5).
      if (mode !== 'chat') warn(mode === 'comment' ? 'emptyComment' : 'emptyPost');
      return;
    }
    if (
      defaultValue !== undefined &&
      html === initialHtml.current &&
      sameAttachments(attachments, defaultAttachments)
    ) {
      onCancel?.();
      return;
    }
    sending.current = true;
    const taken = await Promise.resolve(onSubmit({ html, text: editor.getText(), attachments })).finally(() => {
      sending.current = false;
    });
    if (taken && defaultValue === undefined) {
      editor.commands.clearContent(true);
      files.reset();
    }
  };

  useEffect(() => {
    latest.current = { submit: () => void submit(), addFiles: files.add, withAttachments };
  });

  const chat = mode === 'chat';
  // Chat messages are plain text: a GIF goes out at once as its address, which the chat shows as the GIF.
  const sendGif = (gif: Gif) => void onSubmit({ html: '', text: gif.url, attachments: [] });
  return (
    <div className={classes.editor} data-mode={mode}>
      <EditorContent editor={editor} />
      <AttachmentStrip
        attachments={files.attachments}
        uploading={files.uploading}
        onRemove={files.remove}
        onDescribe={files.describe}
      />
      <Group justify="space-between" gap="xs" className={classes.footer}>
        <EditorToolbar
          editor={editor}
          onFiles={withAttachments && !files.full ? (picked) => void files.add(picked) : null}
          onGif={chat ? sendGif : withAttachments && !files.full ? (gif) => files.addGif(gif.url) : null}
          withEmbed={mode === 'post'}
          withMarks={mode !== 'chat'}
        />
        <Group gap="xs" ml="auto" wrap="nowrap">
          {aside}
          <Text size="xs" c="dimmed" className={classes.counts} aria-live="polite">
            {chat
              ? `${counts.characters}/${limits.chatMessage}`
              : t('editor.counts', { count: counts.words, characters: counts.characters, words: counts.words })}
          </Text>
          {onCancel && (
            <Button variant="subtle" color="gray" size="xs" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          )}
          <Button size="xs" onClick={() => void submit()} loading={busy} disabled={files.uploading > 0}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
