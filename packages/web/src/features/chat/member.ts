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

export function memberPhoto(member: Member): string | null {
  if (member.is_frozen) return null;
  return member.photoUrl ?? member.userPhotos[0]?.profile_photo ?? null;
}
