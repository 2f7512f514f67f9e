/**
 * The key under which two names are "the same" (sites, suppliers): compatibility-normalised (NFKC, so a
 * full-width "Ａ" or a ligature compares like its plain letters) and lower-cased by Unicode's rules. Computed in
 * JS and stored, because SQLite's lower() folds ASCII only while PostgreSQL's depends on its collation: one rule
 * on both engines, enforced by a unique index on the stored key.
 */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}
