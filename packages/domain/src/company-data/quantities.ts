/**
 * Reading numbers with units out of report text: emissions (→ t CO2e) and energy (→ MWh). Conversions are
 * SI prefixes (kilo = 10^3, mega = 10^6); 1 GJ = 1/3.6 MWh, 1 TJ = 1000/3.6 MWh.
 */

import { isWithin, MAX_AMOUNT } from "../numeric-bounds";

export function normaliseText(text: string): string {
  return text
    .replace(/[\u2080-\u2089]/g, (c) => String(c.charCodeAt(0) - 0x2080))
    .replace(/[\u00a0\u2009\u202f\u2007]/g, " ")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

const NUMBER = "(?<![\\w.])(\\d{1,3}(?:[, ]\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)";
const SCALE = "(?:(million|thousand|mn|m|k|bn|billion)\\b)?";
const MASS = "(kg|kilograms?|kilotonnes?|kt|megatonnes?|Mt|metric tonnes?|metric tons?|tonnes?|tons?|t)";
const CO2 = String.raw`(?:of\s*)?(?:co2|carbon dioxide)(?:\s*-?\s*e(?:q|quivalents?)?\b|\s*equivalents?\b)?`;

export const EMISSION_UNIT = new RegExp(String.raw`${SCALE}\s*${MASS}\s*${CO2}`, "i");
const EMISSION_QTY = new RegExp(String.raw`${NUMBER}\s*${SCALE}\s*(?:${MASS}\s*${CO2})?`, "gi");

const ENERGY_UNIT_RE = /(kwh|mwh|gwh|twh|gj|tj|pj)\b/i;
const ENERGY_QTY = new RegExp(String.raw`${NUMBER}\s*${SCALE}\s*(kwh|mwh|gwh|twh|gj|tj|pj)?\b`, "gi");
const ENERGY_TO_MWH: Record<string, number> = {
  kwh: 0.001,
  mwh: 1,
  gwh: 1000,
  twh: 1_000_000,
  gj: 1 / 3.6,
  tj: 1000 / 3.6,
  pj: 1_000_000 / 3.6,
};

/**
 * A number as a page writes it ("1,234.5"); NaN when it is not finite or beyond `MAX_AMOUNT` (a page of 400
 * digits reads as Infinity), so that callers skip it as they skip any non-number.
 */
export function parseNumber(raw: string): number {
  const n = Number(raw.replace(/[, ]/g, ""));
  return isWithin(n, MAX_AMOUNT) ? n : Number.NaN;
}

/** A scaled quantity that is still a finite figure within `MAX_AMOUNT`. */
const plausible = (n: number) => isWithin(n, MAX_AMOUNT);

function scaleFactor(scale: string | undefined): number {
  const s = (scale ?? "").toLowerCase();
  if (s === "million" || s === "mn" || s === "m") return 1_000_000;
  if (s === "thousand" || s === "k") return 1000;
  if (s === "billion" || s === "bn") return 1_000_000_000;
  return 1;
}

function massFactor(mass: string): number {
  if (mass === "Mt" || /^megatonne/i.test(mass)) return 1_000_000;
  if (/^(kt|kilotonne)/i.test(mass)) return 1000;
  if (/^(kg|kilogram)/i.test(mass)) return 0.001;
  return 1;
}

const isYear = (n: number, raw: string) => /^\d{4}$/.test(raw) && n >= 1990 && n <= 2100;

export type Quantity = { value: number; unit: string; normalised: number; year: number | null };

/** The unit a label declares, e.g. "Scope 1 emissions (tCO2e)" or "Energy (GJ)". */
function labelUnit(label: string, re: RegExp): RegExpExecArray | null {
  return re.exec(label);
}

/** The year a text speaks of: a "2023:" column prefix, "FY2023", "in 2023". */
function yearNear(text: string): number | null {
  const m = /(?:FY\s?|\b)((?:19|20)\d{2})\b/.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The first emissions quantity in `segment` (text after a label such as "Scope 1"): a number with a CO2e unit,
 * or a bare number when the label itself declares the unit. Years are skipped, not read as amounts.
 */
export function firstEmission(segment: string, label: string): Quantity | null {
  const declared = labelUnit(`${label} ${segment}`, EMISSION_UNIT);
  for (const m of segment.matchAll(EMISSION_QTY)) {
    const [whole, rawNum = "", scale, mass] = m;
    const value = parseNumber(rawNum);
    if (Number.isNaN(value)) continue;
    const after = segment.slice((m.index ?? 0) + whole.length);
    if (!mass && (isYear(value, rawNum) || after.startsWith(":") || after.startsWith("%"))) continue;
    if (!mass && !declared) continue;
    const unitText = mass ? whole.slice(rawNum.length).trim() : (declared?.[0] ?? "");
    const factor = mass
      ? scaleFactor(scale) * massFactor(mass)
      : scaleFactor(scale) * scaleFactor(declared?.[1]) * massFactor(declared?.[2] ?? "t");
    if (!plausible(value * factor)) continue;
    const before = segment.slice(0, m.index ?? 0);
    return {
      value,
      unit: unitText,
      normalised: round(value * factor),
      year: yearNear(before) ?? yearNear(label),
    };
  }
  return null;
}

/** The first energy quantity in a segment, normalised to MWh. */
export function firstEnergy(segment: string, label: string): Quantity | null {
  const declared = labelUnit(`${label} ${segment}`, ENERGY_UNIT_RE);
  for (const m of segment.matchAll(ENERGY_QTY)) {
    const [whole, rawNum = "", scale, unit] = m;
    const value = parseNumber(rawNum);
    if (Number.isNaN(value)) continue;
    const after = segment.slice((m.index ?? 0) + whole.length);
    if (!unit && (isYear(value, rawNum) || after.startsWith(":") || after.startsWith("%"))) continue;
    const u = (unit ?? declared?.[1] ?? "").toLowerCase();
    const perUnit = ENERGY_TO_MWH[u];
    if (perUnit === undefined || !plausible(value * scaleFactor(scale) * perUnit)) continue;
    const before = segment.slice(0, m.index ?? 0);
    return {
      value,
      unit: unit ? whole.slice(rawNum.length).trim() : (declared?.[0] ?? u),
      normalised: round(value * scaleFactor(scale) * perUnit),
      year: yearNear(before) ?? yearNear(label),
    };
  }
  return null;
}

/** The first plain number that is not a year, a "2023:" column prefix or a percentage. */
export function firstPlainNumber(segment: string): number | null {
  for (const m of segment.matchAll(new RegExp(NUMBER, "g"))) {
    const raw = m[1] ?? "";
    const value = parseNumber(raw);
    if (Number.isNaN(value)) continue;
    const after = segment.slice((m.index ?? 0) + m[0].length).trimStart();
    if (isYear(value, raw) || after.startsWith(":") || after.startsWith("%")) continue;
    return value;
  }
  return null;
}

/** The first percentage in a text ("38%", "38 per cent"). */
export function firstPercent(text: string): number | null {
  const m = /(\d{1,3}(?:\.\d+)?)\s*(?:%|per ?cent|percent)/i.exec(text);
  return m ? Number(m[1]) : null;
}

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
export const COUNT = String.raw`(\d{1,3}(?:[, ]\d{3})*|${WORDS.join("|")})`;

/** A count in digits or words; NaN when it is not a plausible number (see `parseNumber`). */
export function parseCount(raw: string): number {
  const i = WORDS.indexOf(raw.toLowerCase());
  return i >= 0 ? i : parseNumber(raw);
}

export function round(n: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
