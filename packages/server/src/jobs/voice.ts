import { destroyEmptyRooms } from '../services/community/voice.js';
import { timedJob } from './scheduler.js';

/** Every minute, once across instances: voice rooms nobody is in are destroyed. */

export const voiceRoomSweep = timedJob('voice-room-sweep', { ms: 60_000 }, async (services) => {
  await destroyEmptyRooms(services);
});
