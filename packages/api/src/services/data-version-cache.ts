import { type Db, dataVersion } from "@esg/db";

/**
 * Keeps the last result per company until its data changes (`dataVersion`: the company's counter, bumped by
 * triggers in the transaction of any write to its data, from any module, the seed, the CLI or another app
 * process; bookkeeping writes such as a bearer token's "last used" stamp leave it alone) or the day turns
 * (results that depend on today's date), so a hot read path costs one primary-key read while nothing is
 * written. The cached value is shared between callers: they must not mutate it.
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
