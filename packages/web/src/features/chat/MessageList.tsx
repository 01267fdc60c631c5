import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { notifyError } from '../../components/errors';
import { useTranslation } from 'react-i18next';
import { useDeleteMessageMutation, useEditMessageMutation, useMessagesQuery } from './hooks';
import { inReadingOrder, type ShownMessage } from './merge';
import { MessageBubble } from './MessageBubble';
import classes from './Chat.module.css';

interface MessageListProps {
  channelId: number;
  meId: number | undefined;
  otherName: string;
  /** A group chat's members by id: others' messages are labelled with their sender. */
  senders?: Map<number, string>;
  /** The server refused the live socket (no longer a member of a group). */
  closed?: boolean;
  onRetry: (message: ShownMessage) => void;
  /** In a pair, the newest message id the other has read. */
  otherReadId?: number;
  /** I own the lobby of this group chat: I may remove anyone's message. */
  moderates?: boolean;
}

// Within this distance of the bottom the list follows new messages.
const STICK_PX = 80;

/** Oldest at the top, newest at the bottom; scrolling up loads earlier pages without moving what is on screen. */
export function MessageList({
  channelId,
  meId,
  otherName,
  senders,
  closed,
  onRetry,
  otherReadId,
  moderates = false,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const query = useMessagesQuery(channelId);
  const [editingId, setEditingId] = useState<number | null>(null);
  const edit = useEditMessageMutation(channelId);
  const remove = useDeleteMessageMutation(channelId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const messages = inReadingOrder(query.data?.pages);
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const scroll = useRef({ stick: true, fromBottom: 0, oldest: 0, newest: 0 });

  // "Seen" goes under the newest of my messages the other has read.
  const seenId = otherReadId
    ? messages.findLast((m) => m.userId === meId && m.status === 'sent' && m.id <= otherReadId)?.id
    : undefined;
  const editsOf = (message: ShownMessage) =>
    message.userId === meId && message.status === 'sent'
      ? {
          editing: editingId === message.id,
          busy: edit.isPending,
          onEdit: () => setEditingId(message.id),
          onCancel: () => setEditingId(null),
          onSave: (content: string) =>
            edit.mutate({ id: message.id, content }, { onSuccess: () => setEditingId(null), onError: notifyError }),
          onDelete: () => remove.mutate(message.id, { onError: notifyError }),
        }
      : undefined;
  const oldest = messages[0]?.id ?? 0;
  const newest = messages.at(-1);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const seen = scroll.current;
    const olderLoaded = oldest !== seen.oldest && newest?.id === seen.newest && seen.newest !== 0;
    if (olderLoaded) el.scrollTop = el.scrollHeight - seen.fromBottom;
    else if (seen.stick || newest?.userId === meId) el.scrollTop = el.scrollHeight;
    seen.oldest = oldest;
    seen.newest = newest?.id ?? 0;
    seen.fromBottom = el.scrollHeight - el.scrollTop;
  }, [oldest, newest, meId]);

  useEffect(() => {
    const el = box.current;
    const sentinel = top.current;
    if (!el || !sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { root: el, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    scroll.current.fromBottom = el.scrollHeight - el.scrollTop;
    scroll.current.stick = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  };

  return (
    <div ref={box} className={classes.scroller} onScroll={onScroll} data-testid="chat-messages">
      <div ref={top} aria-hidden />
      {isFetchingNextPage && (
        <Center py={6}>
          <Loader size="xs" aria-label={t('window.older')} />
        </Center>
      )}
      {query.isPending ? (
        <Center h="100%">
          <Loader size="sm" />
        </Center>
      ) : messages.length === 0 ? (
        <Center h="100%" px="md">
          <Text size="sm" c="dimmed" ta="center">
            {senders ? t('group.start') : t('window.start', { name: otherName })}
          </Text>
        </Center>
      ) : (
        <ol className={classes.messages} aria-live="polite" aria-relevant="additions">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.userId === meId}
              sender={message.userId === meId ? undefined : senders?.get(message.userId)}
              onRetry={onRetry}
              edits={editsOf(message)}
              seen={message.id === seenId}
              onRemove={
                moderates && message.userId !== meId && message.status === 'sent'
                  ? () => remove.mutate(message.id, { onError: notifyError })
                  : undefined
              }
            />
          ))}
        </ol>
      )}
      {closed && senders && (
        <Text size="sm" c="dimmed" ta="center" py="xs" role="status" data-testid="chat-ended">
          {t('group.ended')}
        </Text>
      )}
    </div>
  );
}
