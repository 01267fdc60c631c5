import { attentionKinds, getNotificationSettings, saveNotificationSettings } from '@gamefolk/contract';
import type { AttentionSettingsRow } from '../../db/schema.js';
import { everyChannel, type ChannelChoice } from '../../policies/attention.js';
import { handle } from '../define.js';

/** Every kind with its channels: what the player chose, or every channel on. */
const present = (settings: AttentionSettingsRow | undefined) => ({
  types: Object.fromEntries(attentionKinds.map((kind) => [kind, settings?.channels[kind] ?? everyChannel])) as Record<
    (typeof attentionKinds)[number],
    typeof everyChannel
  >,
  digest: settings?.digest ?? false,
});

export const getNotificationSettingsHandler = handle(getNotificationSettings, async (_input, { services, session }) => {
  const [settings] = await services.repos.attention.settingsOf([session.user.id]);
  return present(settings);
});

/** Kinds left out of `types` keep what they had. */
export const saveNotificationSettingsHandler = handle(
  saveNotificationSettings,
  async (input, { services, session }) => {
    const saved = await services.repos.attention.saveChannels(
      session.user.id,
      input.types as Record<string, ChannelChoice>,
      input.digest,
    );
    return present(saved);
  },
);
