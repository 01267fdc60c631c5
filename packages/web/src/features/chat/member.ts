import type { ChatChannel } from '@gamefolk/contract';
import { useTranslation } from 'react-i18next';

type Member = ChatChannel['other'];

/** A frozen or deleted member is shown as unknownUser, with no photo. */
export function useMemberName(): (member: Member) => string {
  const { t } = useTranslation('chat');
  return (member) => {
    if (member.is_frozen || !member.username) return t('unknownUser');
    return member.fullname?.trim() || member.username;
  };
}

/** A conversation's title: the other member's name, or for a lobby's group chat the lobby's game. */
export function useChannelName(): (channel: ChatChannel) => string {
  const { t } = useTranslation('chat');
  const nameOf = useMemberName();
  return (channel) => (channel.lobby ? t('group.name', { game: channel.lobby.gameName }) : nameOf(channel.other));
}

/** In a group chat, each member's name by id, to label their messages. */
export function useSenderNames(channel: ChatChannel | undefined): Map<number, string> | undefined {
  const nameOf = useMemberName();
  if (!channel?.lobby) return undefined;
  return new Map(channel.users.map((u) => [u.id, nameOf(u)]));
}

export function memberPhoto(member: Member): string | null {
  if (member.is_frozen) return null;
  return member.photoUrl ?? member.userPhotos[0]?.profile_photo ?? null;
}
