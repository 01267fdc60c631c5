import { useEffect } from 'react';
import { setUnreadChatCount } from '../../lib/title';
import { totalUnread } from './cache';
import { useUnreadQuery } from './hooks';

export function useUnreadTotal(): number {
  return totalUnread(useUnreadQuery().data);
}

/** The tab title gets its "(1)" while any chat message is unread. */
export function useUnreadTitle(): void {
  const total = useUnreadTotal();
  useEffect(() => {
    setUnreadChatCount(total);
    return () => setUnreadChatCount(0);
  }, [total]);
}
