import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { LazyRichEditor, type EditorValue } from '../feed';
import { useSendMessageMutation } from './hooks';
import type { ShownMessage } from './merge';

let lastTempId = 0;
/** Negative, so a temporary id never meets a stored one. */
export const nextTempId = () => (lastTempId -= 1);

/** A send's ref: random, so it is unique for the sender across tabs and devices (works outside https too). */
export function newRef(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Plain text: the editor's chat mode counts to 280; what it holds is sent as text, never as markup. */
export function chatContent({ text }: Pick<EditorValue, 'text'>): string {
  return text.replace(/\n{2,}/g, '\n').trim();
}

export function useSendChat(channelId: number, meId: number) {
  const send = useSendMessageMutation(channelId, meId);
  const post = (content: string, ref: string, tempId: number) =>
    send.mutate({ content, ref, tempId }, { onError: (error) => notifyError(error) });
  return {
    submit: (value: EditorValue) => {
      const content = chatContent(value);
      if (!content) return false;
      post(content, newRef(), nextTempId());
      return true;
    },
    // The same ref: if the first try was stored after all, the server answers that message, stores nothing.
    retry: (message: ShownMessage) => {
      if (message.status !== 'sent') post(message.message.content, message.ref, message.id);
    },
  };
}

/** Never focused on its own: a page opens at its top, and a phone's keyboard waits for a tap. */
export function ChatComposer({
  onSubmit,
  onTyping,
}: {
  onSubmit: (value: EditorValue) => boolean;
  /** Each keystroke that changes the text (the editor's input events, heard as they bubble). */
  onTyping?: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div onInput={onTyping}>
      <LazyRichEditor
        mode="chat"
        placeholder={t('composer.placeholder')}
        submitLabel={t('composer.send')}
        onSubmit={onSubmit}
      />
    </div>
  );
}
