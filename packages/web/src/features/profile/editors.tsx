import type { HardwarePart, Personals, PublicUser } from '@gamefolk/contract';
import i18n from 'i18next';
import { openDrawer } from '../../lib/drawer-store';
import { GamesForm } from './GamesForm';
import { HardwareForm } from './HardwareForm';
import type { HardwareKind } from './hooks';
import { PersonalsForm } from './PersonalsForm';
import { PlatformsForm } from './PlatformsForm';
import { SocialsForm } from './SocialsForm';

/** Every profile edit opens in the app's one drawer (a bottom sheet on phones). */
const title = (key: 'profile' | 'socials' | 'platforms' | 'games' | HardwareKind) =>
  i18n.t(`profile:edit.titles.${key}`);

export function openPersonalsEditor(user: PublicUser, personals: Personals) {
  openDrawer({ title: title('profile'), content: <PersonalsForm user={user} personals={personals} /> });
}

export function openSocialsEditor(userId: number, socials: Record<string, string>) {
  openDrawer({ title: title('socials'), content: <SocialsForm userId={userId} socials={socials} /> });
}

export function openPlatformsEditor(userId: number, platforms: Record<string, string>) {
  openDrawer({
    title: title('platforms'),
    content: <PlatformsForm userId={userId} platforms={platforms} />,
    size: 'lg',
  });
}

export function openGamesEditor(userId: number, favourites: Personals['favouriteGames']) {
  openDrawer({ title: title('games'), content: <GamesForm userId={userId} favourites={favourites} /> });
}

export function openHardwareEditor(userId: number, kind: HardwareKind, saved: Partial<Record<HardwarePart, string>>) {
  openDrawer({
    title: title(kind),
    content: <HardwareForm key={kind} userId={userId} kind={kind} saved={saved} />,
    size: 'lg',
  });
}
