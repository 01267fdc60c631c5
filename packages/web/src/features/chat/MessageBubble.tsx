import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/language';
import { isGiphyMediaUrl } from '../gifs';
import type { ShownMessage } from './merge';
import { MessageEditor } from './MessageEditor';
import { MessageMenu } from './MessageMenu';
import { OwnMessageMenu } from './OwnMessageMenu';
import classes from './Chat.module.css';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** The language's own short time: "1:25 PM" in English, "13:25" in Turkish and Spanish. */
export function chatTime(iso: string, language: string): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    timeFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
const timeOf = (iso: string) => chatTime(iso, currentLanguage());

interface MessageBubbleProps {
  message: ShownMessage;
  mine: boolean;
  /** In a group chat, who sent someone else's message. */
  sender?: string;
  onRetry: (message: ShownMessage) => void;
  /** Mine, stored: it can be edited and deleted. */
  edits?: {
    editing: boolean;
    busy: boolean;
    onEdit: () => void;
    onSave: (content: string) => void;
    onCancel: () => void;
    onDelete: () => void;
  };
  /** In a pair, the other has read up to this one (the newest of mine they have read). */
  seen?: boolean;
  /** Someone else's message that I may remove for everyone (I own the lobby of this group chat). */
  onRemove?: () => void;
}

export function MessageBubble({ message, mine, sender, onRetry, edits, seen, onRemove }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  if (edits?.editing) {
    return (
      <li className={classes.message} data-mine data-status={message.status} data-testid="chat-message">
        <MessageEditor
          initial={message.message.content}
          busy={edits.busy}
          onSave={edits.onSave}
          onCancel={edits.onCancel}
        />
      </li>
    );
  }
  return (
    <li
      className={classes.message}
      data-mine={mine || undefined}
      data-status={message.status}
      aria-busy={message.status === 'sending' || undefined}
      data-testid="chat-message"
      data-message-id={message.status === 'sent' ? message.id : undefined}
    >
      {sender && (
        <Text component="div" size="xs" fw={650} c="dimmed" data-testid="chat-sender">
          {sender}
        </Text>
      )}
      <div className={classes.bubble}>
        {isGiphyMediaUrl(message.message.content) ? (
          <img src={message.message.content.trim()} alt="GIF" loading="lazy" className={classes.gif} />
        ) : (
          message.message.content
        )}
      </div>
      <Text component="div" size="xs" c="dimmed" className={classes.meta}>
        {message.status === 'failed' ? (
          <span className={classes.failed}>
            {t('message.failed')}{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => onRetry(message)}>
              {t('message.retry')}
            </Anchor>
          </span>
        ) : message.status === 'sending' ? (
          t('message.sending')
        ) : (
          <time dateTime={message.created_at}>{timeOf(message.created_at)}</time>
        )}
        {message.edited_at && (
          <span className={classes.edited} data-testid="chat-edited">
            {t('message.edited')}
          </span>
        )}
        {seen && (
          <span className={classes.seen} data-testid="chat-seen">
            {t('message.seen')}
          </span>
        )}
        {!mine && message.status === 'sent' && <MessageMenu messageId={message.id} onRemove={onRemove} />}
        {edits && <OwnMessageMenu onEdit={edits.onEdit} onDelete={edits.onDelete} />}
      </Text>
    </li>
  );
}
