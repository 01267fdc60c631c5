import type { UserCosmetic } from '@gamefolk/contract';
import { Badge } from '@mantine/core';
import { IconShieldStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCosmeticsQuery } from './hooks';
import classes from './Cosmetics.module.css';

const first = (items: UserCosmetic[] | undefined, kind: UserCosmetic['kind']) =>
  items?.filter((c) => c.kind === kind).at(-1);

/** A bought frame, drawn round the profile photo (inside its positioned wrapper). */
export function CosmeticFrame({ userId }: { userId: number }) {
  const frame = first(useCosmeticsQuery(userId).data, 'frame');
  return frame ? <span className={classes.frame} data-style={frame.style} data-testid="cosmetic-frame" /> : null;
}

/** A bought banner, shown when the user has not uploaded a banner picture of their own. */
export function CosmeticBanner({ userId }: { userId: number }) {
  const banner = first(useCosmeticsQuery(userId).data, 'banner');
  return banner ? <div className={classes.banner} data-style={banner.style} aria-hidden="true" /> : null;
}

/** Bought badges by the user's name. */
export function CosmeticBadges({ userId }: { userId: number }) {
  const { t } = useTranslation('shop');
  const badges = useCosmeticsQuery(userId).data?.filter((c) => c.kind === 'badge') ?? [];
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
