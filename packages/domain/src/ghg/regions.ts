/**
 * Regions of activity data and the order in which factor lookup falls back between them.
 *
 * Accepted, case-insensitively: ISO 3166-1 alpha-2 country codes (GB is written UK, as in the factor
 * file, emission-factors.md "Region codes"); the file's own names UK, US, EU (the EU-27) and GLOBAL;
 * a few plain-language names (United Kingdom, USA, World, …); eGRID subregions written US-<acronym>
 * (e.g. US-CAMX); and ISO 3166-2 subdivisions written CC-XXX (e.g. GB-SCT, US-CA), whose parent is CC.
 *
 * Fallback order (`regionFallbackChain`): subregion → country → region (EU for EU-27 members) → GLOBAL.
 */
import { fail, ok, type Result } from "./ghg-errors";

export type RegionKind = "subregion" | "country" | "region" | "global";
export type RegionInfo = { code: string; kind: RegionKind; parent: string | null };

/** ISO 3166-1 alpha-2, the 249 officially assigned codes. */
const ISO_ALPHA2_LIST =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW " +
  "BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI " +
  "FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN " +
  "IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME " +
  "MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF " +
  "PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV " +
  "SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE " +
  "YT ZA ZM ZW";

/** EU-27 members since 1 February 2020: the membership of the file's `EU` factors. */
const EU27_LIST = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK";

/** eGRID subregion acronyms (EPA eGRID2022); the file carries some of them as US-<acronym>. */
const EGRID_LIST =
  "AKGD AKMS AZNM CAMX ERCT FRCC HIMS HIOA MROE MROW NEWE NWPP NYCW NYLI NYUP PRMS RFCE RFCM RFCW RMPA " +
  "SPNO SPSO SRMV SRMW SRSO SRTV SRVC";

let sets: { iso: Set<string>; eu27: Set<string>; egrid: Set<string> } | undefined;

/** Built on first use so that bundles which never look up a region drop the tables. */
function regionSets() {
  sets ??= {
    iso: new Set(ISO_ALPHA2_LIST.split(" ")),
    eu27: new Set(EU27_LIST.split(" ")),
    egrid: new Set(EGRID_LIST.split(" ")),
  };
  return sets;
}

export function eu27Members(): ReadonlySet<string> {
  return regionSets().eu27;
}

/** Region names other than ISO codes, keyed upper-case, to the file's code. */
const REGION_NAMES: Readonly<Record<string, string>> = {
  UK: "UK",
  "UNITED KINGDOM": "UK",
  "GREAT BRITAIN": "UK",
  BRITAIN: "UK",
  USA: "US",
  "UNITED STATES": "US",
  "UNITED STATES OF AMERICA": "US",
  EU: "EU",
  EU27: "EU",
  "EU-27": "EU",
  "EUROPEAN UNION": "EU",
  GLOBAL: "GLOBAL",
  WORLD: "GLOBAL",
  WORLDWIDE: "GLOBAL",
  INTERNATIONAL: "GLOBAL",
};

/** ISO 3166-1 alpha-2 → the factor file's country code (only GB differs). */
function fileCountryCode(iso: string): string {
  return iso === "GB" ? "UK" : iso;
}

export function isIsoCountryCode(code: string): boolean {
  return regionSets().iso.has(code.toUpperCase());
}

/** Parses a region as typed; unknown codes are an error rather than a silent GLOBAL. */
export function parseRegion(input: string): Result<RegionInfo> {
  const upper = input.trim().toUpperCase().replace(/\s+/g, " ");
  const named = REGION_NAMES[upper];
  if (named === "GLOBAL") return ok({ code: "GLOBAL", kind: "global", parent: null });
  if (named === "EU") return ok({ code: "EU", kind: "region", parent: "GLOBAL" });
  if (named) return ok(country(named));
  if (regionSets().iso.has(upper)) return ok(country(fileCountryCode(upper)));

  const sub = /^([A-Z]{2})[-_ ]([A-Z0-9]{1,4})$/.exec(upper);
  if (sub?.[1] && sub[2]) {
    const [, cc, part] = sub;
    const parent = cc === "UK" ? "UK" : regionSets().iso.has(cc) ? fileCountryCode(cc) : null;
    const egrid = parent === "US" && regionSets().egrid.has(part);
    if (parent && (egrid || part.length <= 3))
      return ok({ code: `${parent}-${part}`, kind: "subregion", parent });
  }
  return fail({
    code: "unknown_region",
    region: input,
    message: `Unknown region "${input}": use an ISO 3166-1 alpha-2 country code (GB, US, DE, …), EU, GLOBAL or an eGRID subregion such as US-CAMX`,
  });
}

function country(code: string): RegionInfo {
  return { code, kind: "country", parent: regionSets().eu27.has(code) ? "EU" : "GLOBAL" };
}

/** The regions to try, most specific first: subregion → country → region → GLOBAL. */
export function regionFallbackChain(region: RegionInfo): string[] {
  const chain = [region.code];
  let parent = region.parent;
  while (parent) {
    chain.push(parent);
    const next = parseRegion(parent);
    parent = next.ok ? next.value.parent : null;
  }
  if (chain[chain.length - 1] !== "GLOBAL") chain.push("GLOBAL");
  return chain;
}
