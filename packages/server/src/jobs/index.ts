// Every timed job, registered with the one scheduler (jobs/scheduler.ts) as its file loads: add a line per job.
import './purge-accounts.js';
import './digest.js';
import './event-reminders.js';
import './shop-order-expiry.js';
import './riot-sync.js';
import './steam-sync.js';
import './premium-reminders.js';
import './standing-expiry.js';
import './data-export-expiry.js';
import './voice.js';

export { createScheduler, registerJob, type Scheduler } from './scheduler.js';
export { createJobQueue, type JobQueue } from './queue.js';
