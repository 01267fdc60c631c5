import { hardwareParts, type gamingPlatforms, type HardwarePart, type SocialNetwork } from '@gamefolk/contract';
import {
  IconArmchair,
  IconBolt,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandKick,
  IconBrandSteam,
  IconBrandTwitch,
  IconBrandX,
  IconBrandXbox,
  IconBrandYoutube,
  IconCamera,
  IconCpu,
  IconDeviceDesktop,
  IconDeviceGamepad2,
  IconGpu,
  IconHeadphones,
  IconKeyboard,
  IconMicrophone,
  IconMouse,
  IconRouter,
  IconServer,
  type Icon,
} from '@tabler/icons-react';
import type { HardwareKind } from './hooks';

/** Both actions store the same twelve parts; the profile shows the machine and the desk around it apart. */
export const hardwareGroups: Record<HardwareKind, readonly HardwarePart[]> = {
  system: ['processor', 'gpu', 'ram', 'powerSupply', 'monitor', 'router'],
  accessories: ['mouse', 'keyboard', 'headphone', 'microphone', 'camera', 'chair'],
};

/**
 * The group's parts in their own order (processor, graphics card, RAM, …), then any other part this set
 * already holds, since a save replaces the whole set.
 */
export function partsOf(kind: HardwareKind, saved: Partial<Record<HardwarePart, string>>): HardwarePart[] {
  const group = hardwareGroups[kind];
  return [...group, ...hardwareParts.filter((part) => !group.includes(part) && saved[part])];
}

export const hardwareIcons: Record<HardwarePart, Icon> = {
  gpu: IconGpu,
  powerSupply: IconBolt,
  ram: IconServer,
  router: IconRouter,
  processor: IconCpu,
  monitor: IconDeviceDesktop,
  chair: IconArmchair,
  microphone: IconMicrophone,
  camera: IconCamera,
  headphone: IconHeadphones,
  mouse: IconMouse,
  keyboard: IconKeyboard,
};

export type GamingPlatform = (typeof gamingPlatforms)[number];

/** Store and network names are brands: the same in every language. */
export const platformLabels: Record<GamingPlatform, string> = {
  steam: 'Steam',
  epic: 'Epic Games',
  playstation: 'PlayStation',
  xbox: 'Xbox',
  nintendo: 'Nintendo',
  riot: 'Riot ID',
  battlenet: 'Battle.net',
  ea: 'EA',
};

export const platformIcons: Partial<Record<GamingPlatform, Icon>> = { steam: IconBrandSteam, xbox: IconBrandXbox };
export const defaultPlatformIcon = IconDeviceGamepad2;

export const socialLabels: Record<SocialNetwork, string> = {
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitch: 'Twitch',
  kick: 'Kick',
};

export const socialIcons: Record<SocialNetwork, Icon> = {
  x: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  twitch: IconBrandTwitch,
  kick: IconBrandKick,
};

/** Saved links may lack a scheme ("twitch.tv/name"); a link out always gets one. */
export function externalHref(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}
