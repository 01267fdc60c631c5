import type { GameEvent } from '@gamefolk/contract';
import i18n from 'i18next';
import { openDrawer } from '../../lib/drawer-store';
import { EventForm } from './EventForm';

/** The create (or edit) form in the app's one drawer: a bottom sheet under 480 px. */
export function openEventForm(event?: GameEvent) {
  openDrawer({
    title: i18n.t(event ? 'events:edit' : 'events:create'),
    content: <EventForm key={event?.id ?? 'new'} event={event} />,
  });
}
