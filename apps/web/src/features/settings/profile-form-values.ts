import {
  COUNTRY_CODES,
  type CompanyProfile,
  CURRENCY_CODES_ISO4217,
  INDUSTRIES,
  parseNumberField,
} from "@esg/domain";
import type { SelectOption } from "../../components/form/form-fields";

/** The profile as the form's controls hold it: numbers as typed text, one row per revenue year. */
export type ProfileValues = {
  name: string;
  industry: string;
  country: string;
  currency: string;
  employees: string;
  lei: string;
  revenue: { year: string; amount: string }[];
};

export function profileValues(p: CompanyProfile): ProfileValues {
  return {
    name: p.name,
    industry: p.industry,
    country: p.country ?? "",
    currency: p.currency ?? "",
    employees: p.employees === null ? "" : String(p.employees),
    lei: p.lei ?? "",
    revenue: p.revenue.map((r) => ({ year: String(r.year), amount: String(r.amount) })),
  };
}

/** The PUT body: the schema checks it on submit, exactly as the server will. */
export function profileInput(v: ProfileValues): unknown {
  return {
    name: v.name,
    industry: v.industry,
    // Blank selects reach the schema as missing, so it says "Country is required" rather than "must be a code".
    country: v.country || undefined,
    currency: v.currency || undefined,
    employees: v.employees.trim() === "" ? null : parseNumberField(v.employees),
    lei: v.lei,
    revenue: v.revenue.map((r) => ({ year: parseNumberField(r.year), amount: parseNumberField(r.amount) })),
  };
}

/** A new revenue row: the year after the latest one listed, else last calendar year (the latest full one). */
export function nextRevenueYear(rows: readonly { year: string }[], today = new Date()): string {
  const years = rows.map((r) => Number.parseInt(r.year, 10)).filter(Number.isFinite);
  return String(years.length > 0 ? Math.max(...years) + 1 : today.getFullYear() - 1);
}

function displayNames(type: "region" | "currency"): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(["en-GB"], { type });
  } catch {
    return null;
  }
}

export function countryName(code: string): string {
  return displayNames("region")?.of(code) ?? code;
}

export function currencyName(code: string): string {
  return displayNames("currency")?.of(code) ?? code;
}

/** Countries by English name, each with its ISO code so either can be typed to jump to it. */
export function countryOptions(): SelectOption[] {
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort(
    (a, b) => a.label.localeCompare(b.label, "en"),
  );
}

/** Currencies by ISO code, the way accounts name them. */
export function currencyOptions(): SelectOption[] {
  return [...CURRENCY_CODES_ISO4217]
    .sort()
    .map((code) => ({ value: code, label: `${code} · ${currencyName(code)}` }));
}

export const INDUSTRY_OPTIONS: readonly string[] = INDUSTRIES;
