import type { LobbyDetail } from '@gamefolk/contract';
import { Center, Loader, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import { ChatWindow, chatKeys, useLobbyChatQuery } from '../chat';
import classes from './LobbyChat.module.css';

/** The lobby's group chat on `/lobby/{id}`, for its owner and approved members. */
export function LobbyChat({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('chat');
  const me = useUserQuery().data;
  const queryClient = useQueryClient();
  const channel = useLobbyChatQuery(lobby.id);
  const channelId = channel.data?.id;
  // The conversation reads its channel from the Messages list: make sure this one is in it.
  useEffect(() => {
    if (channelId !== undefined) void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
  }, [channelId, queryClient]);

  return (
    <Paper className={classes.box} radius="lg" aria-label={t('group.label')} data-testid="lobby-chat">
      {channel.isError ? (
        <Center h="100%" p="md">
          <Text size="sm" c="dimmed" ta="center">
            {errorText(channel.error)}
          </Text>
        </Center>
      ) : channelId === undefined || !me ? (
        <Center h="100%">
          <Loader size="sm" />
        </Center>
      ) : (
        <ChatWindow channelId={channelId} meId={me.id} />
      )}
    </Paper>
  );
}
