import type { Lobby } from '@gamefolk/contract';
import i18n from 'i18next';
import { openDrawer } from '../../lib/drawer-store';
import { LobbyForm } from './LobbyForm';

/** The create (or edit) form in the app's one drawer: a bottom sheet under 480 px. */
export function openLobbyForm(lobby?: Lobby) {
  openDrawer({
    title: i18n.t(lobby ? 'lobbies:edit' : 'lobbies:create'),
    content: <LobbyForm key={lobby?.id ?? 'new'} lobby={lobby} />,
  });
}
