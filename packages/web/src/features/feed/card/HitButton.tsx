import { Button } from '@mantine/core';
import { IconFlame, IconFlameFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import type { FeedEntry } from '../cache';
import { useHitMutation } from '../mutations';
import { useHoverTooltip } from './hover-tooltip';
import { openLoginPrompt } from './login-prompt';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

// Who hit a post is a dialog of its own, fetched when it is first opened.
const HittersModal = lazy(() => import('./HittersModal').then((m) => ({ default: m.HittersModal })));

/** A hit (the product's like) toggles at once; the count opens the list of who hit. */
export function HitButton({ item, size = 'sm' }: { item: FeedEntry; size?: 'sm' | 'xs' }) {
  const { t } = useTranslation('feed');
  const { signedIn } = useViewer();
  const hit = useHitMutation();
  const [listOpen, setListOpen] = useState(false);
  const Icon = item.hit ? IconFlameFilled : IconFlame;
  const hint = useHoverTooltip<HTMLButtonElement>(item.hit ? t('actions.unhit') : t('actions.hit'));

  const toggle = () => {
    if (!signedIn) return openLoginPrompt('hit');
    hit.mutate(item, { onError: notifyError });
  };
  const showHitters = () => {
    if (!signedIn) return openLoginPrompt('hit');
    setListOpen(true);
  };

  return (
    <div className={classes.actionPair}>
      <Button
        {...hint.props}
        variant="subtle"
        color={item.hit ? 'orange' : 'gray'}
        size={size === 'sm' ? 'compact-sm' : 'compact-xs'}
        onClick={toggle}
        aria-pressed={item.hit}
        aria-label={item.hit ? t('actions.unhit') : t('actions.hit')}
        leftSection={<Icon size={size === 'sm' ? 18 : 15} />}
        className={classes.actionButton}
      >
        {t('actions.hitLabel')}
      </Button>
      {hint.tooltip}
      <Button
        variant="subtle"
        color="gray"
        size={size === 'sm' ? 'compact-sm' : 'compact-xs'}
        onClick={showHitters}
        disabled={item.hitCount === 0}
        aria-label={t('actions.hitters', { count: item.hitCount })}
        className={classes.countButton}
      >
        {item.hitCount}
      </Button>
      {listOpen && (
        <Suspense fallback={null}>
          <HittersModal feedId={item.id} onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
