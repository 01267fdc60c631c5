import type { ChatChannel } from '@gamefolk/contract';
import { Avatar, Badge, Button, Center, Loader, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { IconMessageCircle, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InlineEmpty } from '../../components/InlineEmpty';
import { useChannelsQuery } from './hooks';
import { memberPhoto, useChannelName } from './member';
import classes from './Chat.module.css';
import { PersonAvatar } from '../../components/PersonAvatar';

interface ChannelListProps {
  activeId: number | null;
  onOpen: (channelId: number) => void;
  meId: number | undefined;
}

function ChannelRow({
  channel,
  active,
  meId,
  onOpen,
}: { channel: ChatChannel; active: boolean } & Omit<ChannelListProps, 'activeId'>) {
  const { t } = useTranslation('chat');
  const nameOf = useChannelName();
  const name = nameOf(channel);
  const last = channel.lastMessage;
  const preview = !last
    ? t('list.noMessages')
    : last.userId === meId
      ? t('list.you', { text: last.preview })
      : last.preview;
  const unread = channel.unreadCount;
  return (
    <li>
      <UnstyledButton
        className={classes.channel}
        data-active={active || undefined}
        data-unread={unread > 0 || undefined}
        aria-current={active || undefined}
        onClick={() => onOpen(channel.id)}
        data-testid="chat-channel"
      >
        {channel.lobby ? (
          <Avatar alt="" radius="xl" color="grape">
            <IconUsersGroup size={20} />
          </Avatar>
        ) : (
          <PersonAvatar src={memberPhoto(channel.other)} alt="" radius="xl" name={name} />
        )}
        <span className={classes.channelText}>
          <Text component="span" size="sm" fw={unread > 0 ? 750 : 600} truncate className={classes.channelName}>
            {name}
          </Text>
          <Text component="span" size="xs" c={unread > 0 ? undefined : 'dimmed'} truncate className={classes.preview}>
            {preview}
          </Text>
        </span>
        {unread > 0 && (
          <Badge size="sm" circle color="red" aria-label={t('list.unread', { count: unread })}>
            {unread > 9 ? '9+' : unread}
          </Badge>
        )}
      </UnstyledButton>
    </li>
  );
}

/** The user's conversations, latest activity first, each with its unread count. */
export function ChannelList({ activeId, onOpen, meId }: ChannelListProps) {
  const { t } = useTranslation('chat');
  const channels = useChannelsQuery();
  const [tab, setTab] = useState<'inbox' | 'requests'>('inbox');
  if (channels.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (channels.isError) {
    return (
      <Stack align="center" gap="xs" py="xl" px="md">
        <Text size="sm" c="dimmed" ta="center">
          {t('list.loadError')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void channels.refetch()}>
          {t('list.retry')}
        </Button>
      </Stack>
    );
  }
  // Messages from people the player does not follow wait in Requests until accepted.
  const requests = channels.data.filter((c) => c.request);
  const shown = tab === 'requests' ? requests : channels.data.filter((c) => !c.request);
  const tabs = (
    <SegmentedControl
      className={classes.tabs}
      fullWidth
      size="xs"
      value={tab}
      onChange={(value) => setTab(value as 'inbox' | 'requests')}
      data-testid="chat-tabs"
      data={[
        { value: 'inbox', label: t('tabs.inbox') },
        {
          value: 'requests',
          label: requests.length ? t('tabs.requestsCount', { count: requests.length }) : t('tabs.requests'),
        },
      ]}
    />
  );
  if (shown.length === 0) {
    return (
      <>
        {(requests.length > 0 || tab === 'requests') && tabs}
        {tab === 'requests' ? (
          <InlineEmpty
            icon={<IconMessageCircle size={22} />}
            title={t('requests.emptyTitle')}
            text={t('requests.emptyText')}
          />
        ) : (
          <InlineEmpty icon={<IconMessageCircle size={22} />} title={t('list.emptyTitle')} text={t('list.emptyText')} />
        )}
      </>
    );
  }
  return (
    <>
      {tabs}
      <ul className={classes.channels} aria-label={tab === 'requests' ? t('tabs.requests') : t('list.label')}>
        {shown.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} active={channel.id === activeId} meId={meId} onOpen={onOpen} />
        ))}
      </ul>
    </>
  );
}
