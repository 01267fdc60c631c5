import type { UserCosmetic } from '@gamefolk/contract';
import { Badge } from '@mantine/core';
import { IconShieldStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useIsSignedIn } from '../../api/session';
import { shopKeys } from './hooks';
import classes from './Cosmetics.module.css';

/** The profile items a user bought and still owns (a refund takes them away). */
function useCosmetics(userId: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...shopKeys.all, 'cosmetics', userId],
    queryFn: () => call('getUserCosmetics', { userId }),
    enabled: signedIn && userId > 0,
    staleTime: 60_000,
  });
}

const first = (items: UserCosmetic[] | undefined, kind: UserCosmetic['kind']) =>
  items?.filter((c) => c.kind === kind).at(-1);

/** A bought frame, drawn round the profile photo (inside its positioned wrapper). */
export function CosmeticFrame({ userId }: { userId: number }) {
  const frame = first(useCosmetics(userId).data, 'frame');
  return frame ? <span className={classes.frame} data-style={frame.style} data-testid="cosmetic-frame" /> : null;
}

/** A bought banner, shown when the user has not uploaded a banner picture of their own. */
export function CosmeticBanner({ userId }: { userId: number }) {
  const banner = first(useCosmetics(userId).data, 'banner');
  return banner ? <div className={classes.banner} data-style={banner.style} aria-hidden="true" /> : null;
}

/** Bought badges by the user's name. */
export function CosmeticBadges({ userId }: { userId: number }) {
  const { t } = useTranslation('shop');
  const badges = useCosmetics(userId).data?.filter((c) => c.kind === 'badge') ?? [];
  return (
    <>
      {[...new Set(badges.map((b) => b.style))].map((style) => (
        <Badge key={style} color="orange" variant="light" leftSection={<IconShieldStar size={12} />}>
          {t(`badges.${style === 'veteran' ? 'veteran' : 'other'}`)}
        </Badge>
      ))}
    </>
  );
}
