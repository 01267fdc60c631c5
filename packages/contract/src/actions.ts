import { accountActions } from './account.js';
import { gamesActions } from './games.js';
import { feedActions } from './feed.js';
import { graphActions } from './graph.js';
import { connectionActions } from './connections.js';
import { notificationActions } from './notifications.js';
import { reportActions } from './reports.js';
import { moderationActionDefs } from './moderation.js';
import { chatActions } from './chat.js';
import { lobbyChatActions } from './lobby-chat.js';
import { premiumActions } from './premium.js';
import { organizationActions } from './organizations.js';
import { profileActions } from './profile.js';
import { settingsActions } from './settings.js';
import { securityActions } from './security.js';
import { passkeyActions } from './passkeys.js';
import { dataExportActions } from './data-export.js';
import { lobbyActions } from './lobbies.js';
import { eventActions } from './events.js';
import { puzzleActions } from './puzzles.js';
import { questActions } from './quests.js';
import { shopActions } from './shop.js';
import { attentionActions } from './attention.js';
import { riotActions } from './riot.js';
import { steamActions } from './steam.js';
import { gifActions } from './gifs.js';
import { voiceActions } from './voice.js';

/** Every action of the API by name; the server's registry and the web client are typed from this. */
export const actions = {
  ...accountActions,
  ...gamesActions,
  ...profileActions,
  ...feedActions,
  ...graphActions,
  ...connectionActions,
  ...notificationActions,
  ...reportActions,
  ...moderationActionDefs,
  ...chatActions,
  ...lobbyChatActions,
  ...premiumActions,
  ...organizationActions,
  ...settingsActions,
  ...securityActions,
  ...passkeyActions,
  ...dataExportActions,
  ...lobbyActions,
  ...eventActions,
  ...puzzleActions,
  ...questActions,
  ...shopActions,
  ...attentionActions,
  ...riotActions,
  ...steamActions,
  ...gifActions,
  ...voiceActions,
};

export type Actions = typeof actions;
export type ActionName = keyof Actions;
