import { ActionIcon, Avatar, Center, Loader, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconUsersGroup, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer, useSendChat } from './ChatComposer';
import { useChannelsQuery, useMessagesQuery, useReadChannelMutation } from './hooks';
import { memberPhoto, useChannelName, useSenderNames } from './member';
import { MessageList } from './MessageList';
import { readyChatSocket } from './live-sockets';
import { RequestBanner } from './RequestBanner';
import { useTyping } from './typing-store';
import { useChatSocket } from './use-chat-socket';
import { startViewing } from './viewing';
import classes from './Chat.module.css';
import { PersonAvatar } from '../../components/PersonAvatar';

interface ChatWindowProps {
  channelId: number;
  meId: number;
  onBack?: () => void;
  onClose?: () => void;
  /** Where to go when the conversation is gone from the list (a request declined). */
  onLeave?: () => void;
}

/** A typing frame goes out at most this often while typing goes on (the server passes on fewer still). */
const TYPING_EVERY_MS = 2500;

/** One conversation: who it is with, the live connection's state, the messages and the composer. */
export function ChatWindow({ channelId, meId, onBack, onClose, onLeave }: ChatWindowProps) {
  const { t } = useTranslation('chat');
  const nameOf = useChannelName();
  const channel = useChannelsQuery().data?.find((c) => c.id === channelId);
  const senders = useSenderNames(channel);
  const messages = useMessagesQuery(channelId);
  const status = useChatSocket(channelId, messages.isSuccess);
  const { submit, retry } = useSendChat(channelId, meId);
  const { mutate: markRead } = useReadChannelMutation();
  const typing = useTyping(channelId).filter((id) => id !== meId);
  const typedAt = useRef(0);
  const onTyping = () => {
    if (Date.now() - typedAt.current < TYPING_EVERY_MS) return;
    typedAt.current = Date.now();
    readyChatSocket(channelId)?.typing();
  };

  const newestFromOther = messages.data?.pages[0]?.find((m) => m.userId !== meId && m.status === 'sent')?.id;
  useEffect(() => startViewing(channelId), [channelId]);
  // Opening marks the channel read, and so does each message that arrives while it is open.
  useEffect(() => {
    if (document.visibilityState !== 'hidden') markRead(channelId);
  }, [channelId, newestFromOther, markRead]);

  if (!channel) {
    return (
      <Center className={classes.window} h="100%">
        <Loader size="sm" />
      </Center>
    );
  }
  const name = nameOf(channel);
  return (
    <section className={classes.window} aria-label={t('window.label', { name })} data-testid="chat-window">
      <header className={classes.windowHead}>
        {onBack && (
          <Tooltip label={t('window.back')}>
            <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('window.back')}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {channel.lobby ? (
          <Avatar alt="" radius="xl" size={32} color="grape">
            <IconUsersGroup size={18} />
          </Avatar>
        ) : (
          <PersonAvatar src={memberPhoto(channel.other)} alt="" radius="xl" size={32} name={name} />
        )}
        <div className={classes.windowTitle}>
          <Text size="sm" fw={700} truncate>
            {name}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            className={classes.status}
            data-status={channel.block ? 'closed' : status.kind}
            data-testid="chat-status"
          >
            {channel.block ? t('status.blocked') : t(`status.${status.kind}`)}
          </Text>
        </div>
        {onClose && (
          <Tooltip label={t('window.close')}>
            <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('window.close')}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </header>
      <MessageList
        channelId={channelId}
        meId={meId}
        otherName={name}
        senders={senders}
        closed={status.kind === 'closed' && status.reason === 'refused'}
        onRetry={retry}
        otherReadId={channel.lobby ? undefined : channel.otherReadId}
        moderates={Boolean(channel.lobby) && channel.initiatingUserId === meId}
      />
      <div className={classes.typing} aria-live="polite" data-testid="chat-typing">
        {typing.length > 0 &&
          t('window.typing', {
            name: channel.lobby ? (senders?.get(typing[0]!) ?? name) : name,
            count: typing.length,
          })}
      </div>
      {channel.block ? (
        // Nothing can be sent across a block: the window says why instead of offering a composer that fails.
        <Text size="sm" c="dimmed" ta="center" p="sm" className={classes.composer} role="note">
          {channel.block === 'mine' ? t('window.blockedMine', { name }) : t('window.blockedTheirs', { name })}
        </Text>
      ) : channel.request ? (
        <RequestBanner
          channelId={channelId}
          otherId={channel.other.id}
          name={name}
          onLeave={onLeave ?? onBack ?? onClose}
        />
      ) : (
        <div className={classes.composer}>
          <ChatComposer key={channelId} onSubmit={submit} onTyping={onTyping} />
        </div>
      )}
    </section>
  );
}
