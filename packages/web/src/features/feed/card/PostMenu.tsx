import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '../cache';
import { onDemand, useOnDemand } from './on-demand';

export interface PostMenuProps {
  item: FeedEntry;
  /** Null when there is nothing to edit (a repost without a quote). */
  onEdit: (() => void) | null;
}

// The menu and its dialogs (Mantine's popover and modal machinery) are a chunk of their own: a page of posts,
// and a visitor's shared post above all, hydrates without them. Pointing at the button starts the download.
const actionsMenu = onDemand(() => import('./PostActionsMenu').then((m) => m.PostActionsMenu));
const preload = () => void actionsMenu.load().catch(() => undefined);

/** A post's or comment's "more options" button; its menu comes with the first tap and opens at once. */
export function PostMenu(props: PostMenuProps) {
  const { t } = useTranslation('feed');
  const [PostActionsMenu, request] = useOnDemand(actionsMenu);
  if (PostActionsMenu) return <PostActionsMenu {...props} />;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('menu.open')}
      onClick={request}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <IconDots size={18} />
    </ActionIcon>
  );
}
