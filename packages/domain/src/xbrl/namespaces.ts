/**
 * Namespaces and taxonomy entry points the generator writes. Kept apart from the taxonomy digest so that
 * generating a package (also in the offline demo) does not load the digest; taxonomy.test.ts checks the
 * VSME entry point against the digest's.
 */
export const NS = {
  xhtml: "http://www.w3.org/1999/xhtml",
  ix: "http://www.xbrl.org/2013/inlineXBRL",
  ixt: "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12",
  xbrli: "http://www.xbrl.org/2003/instance",
  xbrldi: "http://xbrl.org/2006/xbrldi",
  link: "http://www.xbrl.org/2003/linkbase",
  xlink: "http://www.w3.org/1999/xlink",
  iso4217: "http://www.xbrl.org/2003/iso4217",
  utr: "http://www.xbrl.org/2009/utr",
  vsme: "https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme",
  esrs: "https://xbrl.efrag.org/taxonomy/esrs/2023-12-22",
} as const;

export const LEI_SCHEME = "http://standards.iso.org/iso/17442";

export const ENTRY_POINTS = {
  vsme: "https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd",
  esrs: "https://xbrl.efrag.org/taxonomy/esrs/2023-12-22/esrs_all.xsd",
} as const;

/** Canonical prefixes for the namespaces the generator writes, so facts read back compare as plain strings. */
export function canonicalQName(namespace: string | null, local: string): string {
  const prefix = Object.entries(NS).find(([, uri]) => uri === namespace)?.[0];
  return prefix ? `${prefix}:${local}` : `{${namespace ?? ""}}${local}`;
}
