import type { EventCategory, EventKind, EventTag } from '@gamefolk/contract';

export interface EventFilters {
  gameId?: number;
  tag?: EventTag;
  kind?: EventKind;
  category?: EventCategory;
  onlyFollow: boolean;
}

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: EventFilters) => [...eventKeys.lists(), filters] as const,
  ones: () => [...eventKeys.all, 'one'] as const,
  one: (id: number) => [...eventKeys.ones(), id] as const,
  allParticipants: () => [...eventKeys.all, 'participants'] as const,
  participants: (id: number) => [...eventKeys.allParticipants(), id] as const,
};
