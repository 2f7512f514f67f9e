/**
 * A company's profile (Settings → Company): who it is, where, in which currency it reports, and its revenue
 * by year, the denominator of every intensity (analysis, reports, benchmarks, the assessment).
 */
import { z } from "zod";
import { isCountryCode, isIso4217Currency } from "./iso-codes";
import { isValidLei } from "./lei";
import { INDUSTRIES } from "./peer-benchmarking";

/**
 * Revenue is kept in the company's own currency, so the bound is wider than MAX_AMOUNT: a large company's
 * year in yen, won or rupiah passes 1e13.
 */
export const MAX_REVENUE = 1e15;
export const MIN_REVENUE_YEAR = 1990;
export const MAX_REVENUE_YEAR = 2100;

const upperCode = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

export const countryCodeSchema = z.preprocess(
  upperCode,
  z
    .string({ error: "Country is required" })
    .refine(isCountryCode, "Country must be an ISO 3166-1 alpha-2 code, such as GB or DE"),
);

export const currencyCodeSchema = z.preprocess(
  upperCode,
  z
    .string({ error: "Currency is required" })
    .refine(isIso4217Currency, "Currency must be an ISO 4217 code, such as GBP, EUR or USD"),
);

/** Empty text means "no LEI"; anything else must be a valid ISO 17442 code. */
export const leiSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() || null : v),
  z
    .string({ error: "LEI must be text" })
    // One message for the first problem found, not one per rule.
    .superRefine((v, ctx) => {
      const message =
        v.length !== 20
          ? "An LEI has exactly 20 characters"
          : !/^[0-9A-Z]+$/.test(v)
            ? "An LEI uses only the letters A-Z and digits"
            : !isValidLei(v)
              ? "The LEI's check digits do not match (ISO 17442): check it for a typing error"
              : null;
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .nullable(),
);

export const revenueYearSchema = z.object({
  year: z
    .number({ error: "Year is required" })
    .int("Year must be a whole number")
    .min(MIN_REVENUE_YEAR, `Year must be ${MIN_REVENUE_YEAR} or later`)
    .max(MAX_REVENUE_YEAR, `Year must be ${MAX_REVENUE_YEAR} or earlier`),
  amount: z
    .number({ error: "Revenue is required" })
    .positive("Revenue must be more than 0")
    .max(MAX_REVENUE, "Revenue is too large"),
});
export type RevenueYear = z.infer<typeof revenueYearSchema>;

/** The body of PUT /api/companies/{companyId}/profile. */
export const companyProfileInputSchema = z.object({
  name: z.string({ error: "Company name is required" }).trim().min(1, "Company name is required").max(200),
  industry: z.enum(INDUSTRIES, { error: `Industry must be one of ${INDUSTRIES.join(", ")}` }),
  country: countryCodeSchema,
  currency: currencyCodeSchema,
  employees: z
    .number({ error: "Employees must be a number" })
    .int("Employees must be a whole number")
    .min(0, "Employees cannot be negative")
    .max(10_000_000, "Employees must be at most 10,000,000")
    .nullable(),
  lei: leiSchema.optional().transform((v) => v ?? null),
  revenue: z
    .array(revenueYearSchema)
    .max(100, "At most 100 years of revenue")
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((r, i) => {
        if (seen.has(r.year))
          ctx.addIssue({ code: "custom", path: [i, "year"], message: `${r.year} is listed twice` });
        seen.add(r.year);
      });
    })
    // Oldest first, whatever order the form sent, so the stored and answered lists compare equal.
    .transform((rows) => [...rows].sort((a, b) => a.year - b.year)),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;
export type CompanyProfileUpdate = z.output<typeof companyProfileInputSchema>;

/**
 * GET /api/companies/{companyId}/profile. Country and currency are null until an admin records them (a
 * company that just signed up); `feedbackSlug` names the company's public feedback link.
 */
export const companyProfileSchema = z.object({
  name: z.string(),
  industry: z.string(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  employees: z.number().int().nullable(),
  lei: z.string().nullable(),
  revenue: z.array(z.object({ year: z.number().int(), amount: z.number() })),
  feedbackSlug: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The revenue a company recorded for one reporting year, in its currency; null when it recorded none. */
export type YearRevenue = { year: number; amount: number; currency: string };

export function revenueForYear(
  profile: { currency: string | null; revenue: readonly RevenueYear[] },
  year: number | null | undefined,
): YearRevenue | null {
  if (year == null || !profile.currency) return null;
  const row = profile.revenue.find((r) => r.year === year);
  return row ? { year, amount: row.amount, currency: profile.currency } : null;
}

/** Why an intensity of `year` is not shown, in words for the person reading it, and where to fix it. */
export function noRevenueNote(year: number | null | undefined): string {
  if (year == null) return "Intensity needs a year of emissions data.";
  return `No revenue recorded for ${year} — add it in Settings → Company to see intensity.`;
}

/** `noRevenueNote` when the year has no revenue on file; null when it has. */
export function missingRevenueNote(
  profile: { currency: string | null; revenue: readonly RevenueYear[] },
  year: number | null | undefined,
): string | null {
  return revenueForYear(profile, year) ? null : noRevenueNote(year);
}

/** A URL-safe public name for the company's feedback link: "Northwind Components Ltd" → "northwind-components-ltd". */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "company";
}

/** `base`, else `base-2`, `base-3`, … : the first not in `taken`. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}
