/** Turns a typed activity name (plus the row's RF choice) into the factor-file activity ids to look up. */
import { ACTIVITY_ALIASES, normalizeActivityName } from "./activity-aliases";
import {
  factorActivityIds,
  isFactorActivity,
  SPEND_ACTIVITY_PREFIX,
  spendActivities,
} from "./emission-factor-library";
import { didYouMean, fail, ok, quoteList, type Result } from "./ghg-errors";
import { closestMatches } from "./text-similarity";

export type ResolvedActivity = {
  /** Normalised input. */
  name: string;
  /** File activity ids, most preferred first (lookup tries them region by region). */
  candidates: string[];
  /** Radiative-forcing choice for flights (false unless asked for); null for other activities. */
  rf: boolean | null;
  /** Flight ids that exist only with the other RF choice (e.g. EPA flights have no RF variant). */
  otherRfOnly: string[];
  matchedBy: "id" | "alias" | "flight" | "naics" | "naics_title" | "well_to_tank";
};

const WITH_RF = "_with_rf";
const NO_RF = "_no_rf";

function rfBase(id: string): string {
  return id.endsWith(WITH_RF)
    ? id.slice(0, -WITH_RF.length)
    : id.endsWith(NO_RF)
      ? id.slice(0, -NO_RF.length)
      : id;
}

function hasRfVariants(base: string): boolean {
  return isFactorActivity(base + NO_RF) || isFactorActivity(base + WITH_RF);
}

const known = (name: string) => isFactorActivity(name) || hasRfVariants(name);

const FLIGHT_WORDS = /* @__PURE__ */ new Set([
  "flight",
  "flights",
  "fly",
  "flying",
  "plane",
  "air",
  "airline",
]);
const CLASSES = ["premium_economy", "economy", "business", "first", "average"] as const;

/**
 * Reads haul and class out of free text ("Flight - long haul, business class", "short-haul economy flight").
 * Haul follows DESNZ (domestic, short haul, long haul, international to/from non-UK) and EPA (medium haul).
 */
function parseFlight(name: string): { bases: string[]; rf?: boolean } | null {
  const words = name.split("_");
  if (!words.some((w) => FLIGHT_WORDS.has(w)) || words.includes("fuel") || words.includes("freight"))
    return null;
  const has = (w: string) => words.includes(w);
  const text = `_${name}_`;
  const cls = text.includes("_premium_") ? "premium_economy" : CLASSES.find((c) => has(c));
  let rf: boolean | undefined;
  if (/_(no|without|excl|excluding)_(rf|radiative)_/.test(text)) rf = false;
  else if (/_(rf|radiative_forcing|uplift)_/.test(text)) rf = true;
  let bases: string[] = [];
  if (has("domestic")) bases = ["flight_domestic_average"];
  else if (has("medium") || text.includes("_mid_haul_")) bases = ["flight_medium_haul_300_2300mi"];
  else if (has("short") || has("shorthaul")) bases = [`flight_short_haul_${cls ?? "average"}`];
  else if (has("long") || has("longhaul")) {
    bases = [`flight_long_haul_${cls ?? "average"}`];
    if (!cls || cls === "average") bases.push("flight_long_haul_gt2300mi");
  } else if ((has("international") || has("intl")) && cls) bases = [`flight_international_${cls}`];
  bases = bases.filter(known);
  return bases.length ? { bases, rf } : null;
}

function candidatesFor(name: string): Pick<ResolvedActivity, "candidates" | "matchedBy"> | null {
  const alias = ACTIVITY_ALIASES[name];
  if (alias) return { candidates: [...alias], matchedBy: known(name) ? "id" : "alias" };
  if (known(name)) return { candidates: [name], matchedBy: "id" };
  const naics = /^(?:spend_)?(?:naics_)?(\d{6})$/.exec(name)?.[1];
  if (naics && isFactorActivity(SPEND_ACTIVITY_PREFIX + naics)) {
    return { candidates: [SPEND_ACTIVITY_PREFIX + naics], matchedBy: "naics" };
  }
  for (const [id, title] of spendActivities()) {
    if (normalizeActivityName(title) === name) return { candidates: [id], matchedBy: "naics_title" };
  }
  return null;
}

/** The name with the matched words removed ("diesel_wtt" without /wtt/ → "diesel"). */
function without(name: string, words: RegExp): string {
  return name.replace(words, "").replace(/^_+|_+$/g, "");
}

let suggestionPool: (readonly [string, string])[] | undefined;

/** Names worth suggesting: file ids (flights by base name) and alias keys, never the 1,000 NAICS codes. */
function pool(): (readonly [string, string])[] {
  if (suggestionPool) return suggestionPool;
  const entries: (readonly [string, string])[] = [];
  for (const id of factorActivityIds()) {
    if (id.startsWith(SPEND_ACTIVITY_PREFIX)) continue;
    entries.push([rfBase(id), rfBase(id)]);
  }
  for (const [key, targets] of Object.entries(ACTIVITY_ALIASES)) {
    const first = targets[0] ?? key;
    entries.push([key, first.startsWith(SPEND_ACTIVITY_PREFIX) ? key : first]);
  }
  suggestionPool = entries;
  return entries;
}

/** Up to five activity names close to what was typed. */
export function suggestActivities(input: string): string[] {
  const name = normalizeActivityName(input);
  if (name.split("_").some((w) => FLIGHT_WORDS.has(w))) {
    // A flight without a recognisable haul: offer the flight factors, closest first.
    const flights = pool().filter(([key, value]) => key === value && /^flight_(?!.*_wtt$)/.test(key));
    return closestMatches(name, flights, 5, 0);
  }
  return closestMatches(name, pool(), 5, 0.55);
}

/**
 * Resolves a typed activity: file id, alias, flight description, NAICS code or title, or "<fuel> wtt".
 * `rf` (row flag) and an `_with_rf`/`_no_rf` suffix or "with RF" in the name must agree.
 */
export function resolveActivity(input: string, rf?: boolean): Result<ResolvedActivity> {
  const name = normalizeActivityName(input);
  let found = name ? candidatesFor(name) : null;
  let rfFromName: boolean | undefined =
    name.endsWith(WITH_RF) && isFactorActivity(name)
      ? true
      : name.endsWith(NO_RF) && isFactorActivity(name)
        ? false
        : undefined;
  if (!found && name.length > 3 && name.endsWith("s")) found = candidatesFor(name.slice(0, -1));
  if (!found) {
    const flight = parseFlight(name);
    if (flight) {
      found = { candidates: flight.bases, matchedBy: "flight" };
      rfFromName = flight.rf;
    }
  }
  if (!found && /(^|_)(wtt|well_to_tank)(_|$)/.test(name)) {
    const wtt = (candidatesFor(without(name, /(^|_)(wtt|well_to_tank)(?=_|$)/g))?.candidates ?? [])
      .map((c) => `${c}_wtt`)
      .filter(known);
    if (wtt.length) found = { candidates: wtt, matchedBy: "well_to_tank" };
  }
  if (!found && /(^|_)spend(_|$)/.test(name)) {
    // "hotel spend", "spend on software": the spend factors among the name's candidates.
    const spend = (candidatesFor(without(name, /(^|_)(spend|on)(?=_|$)/g))?.candidates ?? []).filter((c) =>
      c.startsWith(SPEND_ACTIVITY_PREFIX),
    );
    if (spend.length) found = { candidates: spend, matchedBy: "alias" };
  }
  if (!found) {
    const suggestions = suggestActivities(input);
    return fail({
      code: "unknown_activity",
      activity: input,
      suggestions,
      message: `Unknown activity "${input}"${didYouMean(suggestions)}`,
    });
  }

  if (rf !== undefined && rfFromName !== undefined && rf !== rfFromName) {
    return fail({
      code: "rf_conflict",
      activity: input,
      message: `Activity "${input}" is ${rfFromName ? "with" : "without"} radiative forcing but the row sets rf: ${rf}`,
    });
  }
  const wantRf = rf ?? rfFromName;
  const candidates: string[] = [];
  const otherRfOnly: string[] = [];
  let flights = false;
  for (const c of found.candidates) {
    if (isFactorActivity(c)) {
      candidates.push(c);
      if (c !== rfBase(c)) flights = true;
      continue;
    }
    flights = true;
    const id = c + (wantRf ? WITH_RF : NO_RF);
    if (isFactorActivity(id)) candidates.push(id);
    else otherRfOnly.push(c + (wantRf ? NO_RF : WITH_RF));
  }
  if (candidates.length === 0) {
    return fail({
      code: "rf_unavailable",
      activity: input,
      region: null,
      message: `"${input}" has no factor ${wantRf ? "with" : "without"} radiative forcing; only ${quoteList(otherRfOnly)}`,
    });
  }
  const effectiveRf = flights ? candidates.some((c) => c.endsWith(WITH_RF)) : null;
  return ok({ name, candidates, rf: effectiveRf, otherRfOnly, matchedBy: found.matchedBy });
}
