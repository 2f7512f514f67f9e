import type { FoundationTables } from "./tables/foundation";

/**
 * The whole database as Kysely sees it: one `<Module>Tables` interface per vertical slice, each in
 * `tables/<module>.ts` beside its migration. Add a module by adding its interface to this intersection.
 */
export type Database = FoundationTables;
