import type { PasskeyInfo } from '@gamefolk/contract';
import type { PasskeyRow } from '../db/repositories/passkeys.js';

export const presentPasskey = (row: PasskeyRow): PasskeyInfo => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  backed_up: row.backedUp,
});
