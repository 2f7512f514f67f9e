import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache";

function countingDb() {
  const sqlite = new SQLite(":memory:");
  sqlite.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3);");
  let prepares = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    prepares++;
    return prepare(sql);
  }) as typeof sqlite.prepare;
  return { sqlite, prepares: () => prepares };
}

describe("withStatementCache", () => {
  it("prepares each SQL text once and reuses the statement", () => {
    const { sqlite, prepares } = countingDb();
    const db = withStatementCache(sqlite);
    const a = db.prepare("SELECT x FROM t");
    const b = db.prepare("SELECT x FROM t");
    expect(b).toBe(a);
    expect(b.all([])).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(prepares()).toBe(1);
  });

  it("never hands out a statement that is still iterating", () => {
    const { sqlite } = countingDb();
    const db = withStatementCache(sqlite);
    const first = db.prepare("SELECT x FROM t");
    const iterator = first.iterate([]);
    iterator.next();
    const second = db.prepare("SELECT x FROM t");
    expect(second).not.toBe(first);
    expect(second.all([])).toHaveLength(3);
    iterator.return?.();
    expect(db.prepare("SELECT x FROM t")).toBe(first);
  });

  it("drops the least recently used statement beyond its capacity", () => {
    const { sqlite, prepares } = countingDb();
    const db = withStatementCache(sqlite, 2);
    db.prepare("SELECT 1");
    db.prepare("SELECT 2");
    db.prepare("SELECT 1");
    db.prepare("SELECT 3");
    expect(prepares()).toBe(3);
    db.prepare("SELECT 1");
    expect(prepares()).toBe(3);
    db.prepare("SELECT 2");
    expect(prepares()).toBe(4);
  });
});
