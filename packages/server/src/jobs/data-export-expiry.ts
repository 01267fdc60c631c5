import { timedJob } from './scheduler.js';
import { expireDataExports } from '../services/account/data-export.js';

/** Every hour: exports past their 7 days are removed, requests left unfinished for a day fail (services/account/data-export.ts). */
export const dataExportExpiry = timedJob('data-export-expiry', { ms: 60 * 60 * 1000 }, expireDataExports);
