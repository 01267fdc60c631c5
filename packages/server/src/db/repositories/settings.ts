import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { appSettings } from '../schema.js';

export function settingsRepository(db: Database) {
  return {
    /** The stored value, or `make()` stored now; instances racing on first start all end with the same one. */
    async getOrCreate<T>(key: string, make: () => T): Promise<T> {
      await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row!.value as T;
    },
  };
}
