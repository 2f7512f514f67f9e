import type { Migration } from "kysely";
import * as foundation from "./2026-11-21T0000-foundation";

/**
 * Every migration, keyed by its timestamped name. Listed statically (not read from disk) so the
 * bundled server carries them. Add new ones at the end; never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-21T0000-foundation": foundation,
};
