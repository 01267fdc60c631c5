import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { makeVideoVariant, videoVariantJob } from '../services/video-variants.js';

/**
 * Transcodes run one per core on each instance (each ffmpeg on one thread). A job lives in PostgreSQL, so it
 * survives a restart and one instance takes it: a stopping instance kills its ffmpeg and the job is tried again
 * by the next one; an instance that died leaves its job to expire (twice VIDEO_TRANSCODE_TIMEOUT_S) and be retried.
 */
export function registerVideoVariantJobs(app: FastifyInstance, services: Services) {
  const stopping = new AbortController();
  app.addHook('preClose', (done) => {
    stopping.abort();
    done();
  });
  services.jobs.handle<{ key: string }>(
    videoVariantJob,
    ({ key }) => makeVideoVariant(services, key, stopping.signal),
    {
      retryLimit: 5,
      retryDelay: 30,
      expireInSeconds: Math.max(60, Math.ceil((2 * services.config.videoTranscodeTimeoutMs) / 1000)),
      concurrency: os.availableParallelism(),
    },
  );
}
