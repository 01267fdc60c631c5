import {
  IconBrandSteam,
  IconCalendarEvent,
  IconDeviceGamepad2,
  IconMessageCircle,
  IconNews,
  IconPuzzle,
  IconShoppingBag,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface FeatureDefinition {
  id: 'profiles' | 'feed' | 'chat' | 'organizations' | 'lobbies' | 'events' | 'integrations' | 'games' | 'shop';
  icon: Icon;
  color: string;
}

// Order matters: it is the order the welcome page, about page and one-pager present the product in.
export const FEATURES: readonly FeatureDefinition[] = [
  { id: 'profiles', icon: IconUserCircle, color: 'violet' },
  { id: 'feed', icon: IconNews, color: 'blue' },
  { id: 'chat', icon: IconMessageCircle, color: 'cyan' },
  { id: 'organizations', icon: IconUsersGroup, color: 'grape' },
  { id: 'lobbies', icon: IconDeviceGamepad2, color: 'teal' },
  { id: 'events', icon: IconCalendarEvent, color: 'orange' },
  { id: 'integrations', icon: IconBrandSteam, color: 'indigo' },
  { id: 'games', icon: IconPuzzle, color: 'pink' },
  { id: 'shop', icon: IconShoppingBag, color: 'green' },
];
