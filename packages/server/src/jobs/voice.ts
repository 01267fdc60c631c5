// Voice rooms' upkeep: the check that puts out whoever may no longer talk in a room (sent when a player's place in
// lobbies changes, services/voice.ts), and the sweep of empty rooms, each run once across instances.
import type { Services } from '../context.js';
import { checkVoice, destroyEmptyRooms, voiceCheckJob } from '../services/voice.js';
import { registerJob } from './scheduler.js';

registerJob('voice-room-sweep', { ms: 60_000 }, async (services) => {
  await destroyEmptyRooms(services);
});

export function registerVoiceJobs(services: Services) {
  services.jobs.handle<{ userIds: number[] }>(voiceCheckJob, ({ userIds }) => checkVoice(services, userIds), {
    retryDelay: 2,
  });
}
