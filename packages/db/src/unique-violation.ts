/**
 * Recognises a unique-constraint violation of either engine, so that the API can answer it as a 409 naming the
 * field instead of a 500: a check-then-insert can still lose a race, and a key's rule may be stricter than
 * the check before it. Duck-typed on the drivers' error fields, so nothing here loads a driver.
 */
export type UniqueViolation = {
  /** The table, when the engine names it. */
  table: string | null;
  /** The constrained columns as the engine names them (snake_case), the company column first when there. */
  columns: string[];
};

type DriverError = { code?: unknown; message?: unknown; detail?: unknown; table?: unknown; cause?: unknown };

/** The violation behind `error` (or its chain of causes), or null when it is anything else. */
export function uniqueViolationOf(error: unknown): UniqueViolation | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const found = fromDriver(e as DriverError);
    if (found) return found;
    e = (e as DriverError).cause;
  }
  return null;
}

function fromDriver(e: DriverError): UniqueViolation | null {
  // better-sqlite3: "UNIQUE constraint failed: sites.company_id, sites.name_key"
  if (e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    const list = /constraint failed: (.+)$/.exec(String(e.message ?? ""))?.[1] ?? "";
    const qualified = list.split(",").map((s) => s.trim());
    const table = qualified[0]?.includes(".") ? (qualified[0].split(".")[0] ?? null) : null;
    return { table, columns: qualified.map((c) => c.split(".").pop() ?? c).filter(Boolean) };
  }
  // node-postgres: SQLSTATE 23505, detail "Key (company_id, name_key)=(1, ωmega) already exists."
  if (e.code === "23505") {
    const list = /^Key \(([^)]*)\)=/.exec(String(e.detail ?? ""))?.[1] ?? "";
    const columns = list
      .split(",")
      .map((c) => c.trim().replace(/^"|"$/g, ""))
      .filter(Boolean);
    return { table: typeof e.table === "string" ? e.table : null, columns };
  }
  return null;
}
