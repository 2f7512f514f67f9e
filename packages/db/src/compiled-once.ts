import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import type { Db } from "./create-db";

/**
 * A read that every request runs (the session lookup, a company's data version), compiled once per database and
 * then executed with each call's parameters. Kysely otherwise builds and compiles the query again on every call
 * (its nodes frozen, visited and printed), which cost more than the statement itself on PostgreSQL, and hands
 * the driver a new SQL string each time: the same string object also lets the named-statement lookup
 * (pg-prepared-reads.ts) skip hashing the text. `build` must take its parameters in the order `run` passes them.
 */
export function compiledOnce<Row>(build: (db: Db, ...parameters: unknown[]) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return (db: Db, ...parameters: unknown[]): Promise<QueryResult<Row>> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...parameters).compile();
      // Each parameter must appear once, in the order given: then any call's values replace them in place.
      const inOrder =
        query.parameters.length === parameters.length &&
        query.parameters.every((p, i) => p === parameters[i]);
      if (!inOrder) {
        return Promise.reject(
          new Error(`compiledOnce: the query does not take its ${parameters.length} parameters in order`),
        );
      }
      compiled.set(db, query);
    }
    return db.executeQuery<Row>({ ...query, parameters });
  };
}
