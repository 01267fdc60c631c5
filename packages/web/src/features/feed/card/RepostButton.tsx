import { Button } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '../cache';
import { useSpeakers } from '../use-speakers';
import { openLoginPrompt } from './login-prompt';
import { onDemand, useOnDemand } from './on-demand';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

// The menu and the quote dialog are a chunk of their own (as the post menu's are, PostMenu.tsx): a visitor never
// needs them, and a signed-in user's first tap (or pointing at the button) fetches them.
const repostMenu = onDemand(() => import('./RepostMenu').then((m) => m.RepostMenu));
const preload = () => void repostMenu.load().catch(() => undefined);

/** The repost count as a button: the card's, and the target of the menu that replaces it (RepostMenu.tsx). */
export function RepostCountButton({
  item,
  className,
  ...props
}: { item: FeedEntry } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('feed');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconRepeat size={18} />}
      aria-label={t('repost.label', { count: item.repostCount })}
      {...props}
      // A menu's target may bring a class of its own; the card's stays.
      className={className ? `${classes.actionButton} ${className}` : classes.actionButton}
    >
      {item.repostCount}
    </Button>
  );
}

/**
 * Repost as it is, or quote it with a comment of one's own; founders and admins may also repost in the
 * name of one of their organizations.
 */
export function RepostButton({ item }: { item: FeedEntry }) {
  const { signedIn } = useViewer();
  // Asked for before the menu opens, so it opens with the organizations in it.
  const speakers = useSpeakers(undefined, signedIn);
  const [RepostMenu, request] = useOnDemand(repostMenu);
  if (signedIn && RepostMenu) return <RepostMenu item={item} speakers={speakers} />;

  return (
    <RepostCountButton
      item={item}
      // The button stays (with the focus) until the menu has arrived to take its place.
      onClick={signedIn ? request : () => openLoginPrompt('repost')}
      onPointerEnter={signedIn ? preload : undefined}
      onFocus={signedIn ? preload : undefined}
    />
  );
}
