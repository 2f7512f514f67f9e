import { type Db, dataVersion } from "@esg/db";

/**
 * Keeps the last result per company until its data changes (`dataVersion`: on SQLite any write anywhere — any
 * module, the seed, a reset, the CLI; on PostgreSQL any committed write to the company's rows, from any app
 * process) or the day turns (results that depend on today's date), so a hot read
 * path costs one tiny query while nothing is written. The cached value is shared between callers: they must
 * not mutate it.
 */
export function cachedUntilDataChanges<T>(compute: (db: Db, companyId: number, today: string) => Promise<T>) {
  const cache = new WeakMap<Db, Map<number, { key: string; value: T }>>();
  return async (db: Db, companyId: number, now: Date = new Date()): Promise<T> => {
    const today = now.toISOString().slice(0, 10);
    const key = `${today}|${await dataVersion(db, companyId)}`;
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
