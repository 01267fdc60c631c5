import { postKindWire } from '@gamefolk/contract';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import type { FeedEntry } from '../cache';
import { LazyRichEditor, type EditorValue } from '../editor/LazyRichEditor';
import { useCommentMutation, useEditMutation } from '../mutations';

/** Spec section 4: a comment composer is new, a reply, or an edit (when it has a value to start from). */
export type CommentComposerMode =
  | { kind: 'new'; relatedFeedId: number }
  | { kind: 'reply'; relatedFeedId: number; replyTo: string }
  | { kind: 'edit'; comment: FeedEntry };

interface CommentComposerProps {
  mode: CommentComposerMode;
  onDone?: () => void;
  autoFocus?: boolean;
}

export function CommentComposer({ mode, onDone, autoFocus = false }: CommentComposerProps) {
  const { t } = useTranslation('feed');
  const create = useCommentMutation();
  const edit = useEditMutation();

  const submit = async ({ html, attachments }: EditorValue) => {
    try {
      if (mode.kind === 'edit') {
        await edit.mutateAsync({
          feedId: mode.comment.id,
          content: html,
          feedAttachments: attachments,
          typeId: postKindWire.comment.typeId,
        });
        notifications.show({ color: 'teal', message: t('comments.edited') });
      } else {
        await create.mutateAsync({ content: html, attachments, relatedFeedId: mode.relatedFeedId });
        notifications.show({ color: 'teal', message: t('comments.saved') });
      }
      onDone?.();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  const placeholder =
    mode.kind === 'reply' ? t('comments.replyPlaceholder', { name: mode.replyTo }) : t('comments.placeholder');
  const submitLabel =
    mode.kind === 'edit' ? t('edit.save') : mode.kind === 'reply' ? t('comments.reply') : t('comments.send');

  return (
    <LazyRichEditor
      mode="comment"
      defaultValue={mode.kind === 'edit' ? mode.comment.content : undefined}
      defaultAttachments={mode.kind === 'edit' ? mode.comment.feedAttachments : undefined}
      placeholder={placeholder}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={mode.kind === 'new' ? undefined : onDone}
      busy={create.isPending || edit.isPending}
      autoFocus={autoFocus}
    />
  );
}
