import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { appSettings } from '../schema.js';

export function settingsRepository(db: Database) {
  return {
    /**
     * The stored value, or `make()` stored now; instances racing on first start all end with the same one. `make`
     * runs only when the value is missing (a first start).
     */
    async getOrCreate<T>(key: string, make: () => T | Promise<T>): Promise<T> {
      const read = () => db.select().from(appSettings).where(eq(appSettings.key, key));
      const [stored] = await read();
      if (stored) return stored.value as T;
      await db
        .insert(appSettings)
        .values({ key, value: await make() })
        .onConflictDoNothing();
      const [row] = await read();
      return row!.value as T;
    },
  };
}
