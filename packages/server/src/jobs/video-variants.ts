import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { staleClaimSeconds, takeTranscodeTurn, videoVariantJob } from '../services/video-variants.js';

/**
 * Transcodes run one per core on each instance (each ffmpeg on one thread), and one player's at most one at a time
 * across every instance (the fair pick, services/video-variants.ts). A job lives in PostgreSQL, so it
 * survives a restart and one instance takes it: a stopping instance kills its ffmpeg and the job is tried again
 * by the next one; an instance that died leaves its job to expire (twice VIDEO_TRANSCODE_TIMEOUT_S) and be retried.
 */
export function registerVideoVariantJobs(app: FastifyInstance, services: Services) {
  const stopping = new AbortController();
  app.addHook('preClose', (done) => {
    stopping.abort();
    done();
  });
  services.jobs.handle(videoVariantJob, () => takeTranscodeTurn(services, stopping.signal), {
    retryLimit: 5,
    retryDelay: 30,
    // A turn makes one variant: lost with its instance, it is tried again when its claim may be taken over.
    expireInSeconds: staleClaimSeconds(services),
    concurrency: os.availableParallelism(),
  });
}
