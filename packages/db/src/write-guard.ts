/**
 * A database handle that refuses to write company data. Procedures see their database through it, so a write
 * that does not go through the API's one write path (`withWrite`: the change, its audit entry and the data
 * version bump in one transaction) fails loudly in every test and in production, instead of committing a
 * change without its audit entry. The write path opens its transaction on `unguarded(db)`.
 * Host-neutral (no Node import): the offline demo runs the same routers.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { type Db, rawSqliteOf, rememberRawSqlite } from "./sqlite-dialect";

/** A write of company data reached the database outside the write path. */
export class UnguardedWriteError extends Error {
  readonly table: string;
  constructor(table: string, statement: string) {
    super(
      `${statement} on "${table}" outside a write transaction: company data is written through withWrite, ` +
        "which stores the change and its audit entry together",
    );
    this.name = "UnguardedWriteError";
    this.table = table;
  }
}

/**
 * Writes that are bookkeeping, not the company's data, and may happen anywhere: sign-in sessions, request
 * budgets, the raw bytes of an upload in progress, and a bearer token's "last used" stamp (only that column:
 * creating or revoking a token is company data and audited).
 */
const BOOKKEEPING: Record<string, true | readonly string[]> = {
  sessions: true,
  rate_limits: true,
  carbon_upload_chunks: true,
  api_tokens: ["last_used_at"],
};

type Write = { statement: "INSERT" | "UPDATE" | "DELETE" | "MERGE"; table: string; columns?: string[] };

const nameOf = (node: OperationNode | undefined): string | null => {
  if (!node) return null;
  const n = node as { kind: string; table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === "TableNode") return n.table?.identifier?.name ?? null;
  if (n.kind === "AliasNode") return nameOf(n.node);
  return null;
};

const columnsOf = (updates: readonly OperationNode[] | undefined) =>
  (updates ?? []).map((u) => {
    const column = (u as { column?: { column?: { name?: string } } }).column;
    return column?.column?.name ?? "?";
  });

/** The table a statement writes, read from Kysely's tree (or, for raw SQL, from its first words). */
function writeOf(node: RootOperationNode): Write | null {
  const n = node as unknown as Record<string, unknown> & { kind: string };
  switch (n.kind) {
    case "InsertQueryNode":
      return { statement: "INSERT", table: nameOf(n.into as OperationNode) ?? "?" };
    case "UpdateQueryNode":
      return {
        statement: "UPDATE",
        table: nameOf(n.table as OperationNode) ?? "?",
        columns: columnsOf(n.updates as OperationNode[] | undefined),
      };
    case "DeleteQueryNode": {
      const froms = (n.from as { froms?: OperationNode[] } | undefined)?.froms ?? [];
      return { statement: "DELETE", table: nameOf(froms[0]) ?? "?" };
    }
    case "MergeQueryNode":
      return { statement: "MERGE", table: nameOf(n.into as OperationNode) ?? "?" };
    case "RawNode":
      return rawWriteOf((n.sqlFragments as string[])[0] ?? "");
    default:
      return null;
  }
}

const RAW_WRITE = /^\s*(insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i;

function rawWriteOf(text: string): Write | null {
  const m = RAW_WRITE.exec(text);
  if (!m) return null;
  const verb = (m[1] as string).toLowerCase();
  const statement = verb.startsWith("update") ? "UPDATE" : verb.startsWith("delete") ? "DELETE" : "INSERT";
  // Raw SQL's updated columns are not known: treated as a write of every column.
  return { statement, table: (m[2] as string).split(".").pop() as string, columns: ["?"] };
}

function allowed(w: Write): boolean {
  const rule = BOOKKEEPING[w.table];
  if (rule === true) return true;
  if (!rule || w.statement !== "UPDATE" || !w.columns?.length) return false;
  return w.columns.every((c) => rule.includes(c));
}

class CompanyWriteGuard implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const write = writeOf(node);
    if (write && !allowed(write)) throw new UnguardedWriteError(write.table, write.statement);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

const guard = new CompanyWriteGuard();
const guardedOf = new WeakMap<Db, Db>();
const baseOf = new WeakMap<Db, Db>();

/**
 * `db` behind the guard: reads and bookkeeping pass, a write of company data throws UnguardedWriteError, also
 * inside a transaction opened on the guarded handle. One guarded handle per database, so the caches keyed by
 * handle (cached results, prepared statements) keep working across requests. Raw better-sqlite3 statements
 * (the data-version read, the bulk ingest) are outside Kysely and so outside the guard.
 */
export function guardWrites(db: Db): Db {
  if (baseOf.has(db)) return db;
  let guarded = guardedOf.get(db);
  if (!guarded) {
    guarded = db.withPlugin(guard);
    guardedOf.set(db, guarded);
    baseOf.set(guarded, db);
    const raw = rawSqliteOf(db);
    if (raw) rememberRawSqlite(guarded, raw);
  }
  return guarded;
}

/** The handle a guarded one wraps (any other handle is returned as it is): only the write path opens it. */
export function unguarded(db: Db): Db {
  return baseOf.get(db) ?? db;
}

/** Whether a write of company data through `db` would be refused. */
export function isGuarded(db: Db): boolean {
  return baseOf.has(db);
}
