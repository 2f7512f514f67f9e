import type { Db } from "@esg/db";
import { sql } from "kysely";

/**
 * `total_changes()` counts this connection's writes and `data_version` changes when another connection
 * commits, so the pair changes after any write anywhere (any module, the seed, a reset, the CLI).
 */
async function databaseVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ t: number; v: number }>`
    SELECT total_changes() AS t, (SELECT data_version FROM pragma_data_version) AS v`.execute(db);
  return `${rows[0]?.t}:${rows[0]?.v}`;
}

/**
 * Keeps the last result per company until the database changes or the day turns (results that depend on
 * today's date), so a hot read path costs one tiny query while nothing is written. The cached value is
 * shared between callers: they must not mutate it.
 */
export function cachedUntilDataChanges<T>(compute: (db: Db, companyId: number, today: string) => Promise<T>) {
  const cache = new WeakMap<Db, Map<number, { key: string; value: T }>>();
  return async (db: Db, companyId: number, now: Date = new Date()): Promise<T> => {
    const today = now.toISOString().slice(0, 10);
    const key = `${today}|${await databaseVersion(db)}`;
    let perDb = cache.get(db);
    if (!perDb) {
      perDb = new Map();
      cache.set(db, perDb);
    }
    const hit = perDb.get(companyId);
    if (hit?.key === key) return hit.value;
    const value = await compute(db, companyId, today);
    perDb.set(companyId, { key, value });
    return value;
  };
}
