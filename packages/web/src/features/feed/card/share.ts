import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type { FeedEntry } from '../cache';
import { sharedPath } from './paths';

export function sharedUrl(item: Pick<FeedEntry, 'share' | 'is_deleted'>): string {
  return `${window.location.origin}${sharedPath(item)}`;
}

/** Copies the public link of a post; where the clipboard is refused, the toast still shows the link. */
export async function copyShareLink(item: Pick<FeedEntry, 'share' | 'is_deleted'>): Promise<void> {
  const url = sharedUrl(item);
  try {
    await navigator.clipboard.writeText(url);
    notifications.show({ color: 'teal', title: i18n.t('feed:share.copied'), message: url });
  } catch {
    notifications.show({ color: 'gray', title: i18n.t('feed:share.copyThis'), message: url, autoClose: false });
  }
}
