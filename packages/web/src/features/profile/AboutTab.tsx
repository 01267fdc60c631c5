import type { PublicUser } from '@gamefolk/contract';
import { Skeleton } from '@mantine/core';
import { IconDeviceDesktop, IconHeadphones } from '@tabler/icons-react';
import { RiotSection } from '../integrations';
import { SteamSection } from '../integrations';
import { FavouriteGamesSection } from './FavouriteGamesSection';
import { HardwareSection } from './HardwareSection';
import { usePersonalsQuery } from './hooks';
import { LinksSection } from './LinksSection';
import { PhotosSection } from './PhotosSection';
import { PlatformsSection } from './PlatformsSection';
import classes from './AboutTab.module.css';

/** Games, platforms, links, the setup and photos, as cards; two columns on wide screens. */
export function AboutTab({ user }: { user: PublicUser }) {
  const personals = usePersonalsQuery(user.id);
  const owner = user.isSelf;
  if (!personals.data) return <Skeleton height={220} radius="lg" />;
  return (
    <div className={classes.grid}>
      <div className={classes.wide}>
        <FavouriteGamesSection userId={user.id} games={personals.data.favouriteGames} owner={owner} />
      </div>
      <PlatformsSection userId={user.id} platforms={personals.data.platforms} owner={owner} />
      <LinksSection userId={user.id} socials={personals.data.socials} owner={owner} />
      <HardwareSection userId={user.id} kind="system" owner={owner} icon={<IconDeviceDesktop size={18} />} />
      <HardwareSection userId={user.id} kind="accessories" owner={owner} icon={<IconHeadphones size={18} />} />
      <SteamSection userId={user.id} owner={owner} className={classes.wide} />
      <RiotSection userId={user.id} owner={owner} className={classes.wide} />
      <div className={classes.wide}>
        <PhotosSection userId={user.id} owner={owner} />
      </div>
    </div>
  );
}
