import { describe, expect, it } from "vitest";
import {
  companyProfileInputSchema,
  missingRevenueNote,
  revenueForYear,
  slugify,
  uniqueSlug,
} from "./company-profile";
import { COUNTRY_CODES, CURRENCY_CODES_ISO4217 } from "./iso-codes";
import { isValidLei, leiCheckDigits } from "./lei";

const valid = {
  name: "Acme Ltd",
  industry: "Manufacturing",
  country: "gb",
  currency: "gbp",
  employees: 120,
  lei: null,
  revenue: [
    { year: 2025, amount: 12_500_000 },
    { year: 2024, amount: 11_000_000 },
  ],
};

const issuePaths = (input: unknown) => {
  const r = companyProfileInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
};

describe("ISO code lists", () => {
  it("hold the 249 assigned ISO 3166-1 alpha-2 codes, each a region ICU can name", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (const c of COUNTRY_CODES) expect(names.of(c), c).not.toBe(c);
  });

  it("hold circulating ISO 4217 currencies, no fund or test codes", () => {
    expect(new Set(CURRENCY_CODES_ISO4217).size).toBe(CURRENCY_CODES_ISO4217.length);
    for (const c of ["GBP", "EUR", "USD", "JPY", "CHF", "INR"]) expect(CURRENCY_CODES_ISO4217).toContain(c);
    for (const c of ["XXX", "XTS", "XAU", "BOV", "GBX", "ABC"])
      expect(CURRENCY_CODES_ISO4217).not.toContain(c);
  });
});

describe("ISO 17442 LEI check digits (ISO 7064 MOD 97-10)", () => {
  it("accepts published LEIs and codes whose check digits are computed", () => {
    // Apple Inc. and the GLEIF's own LEI, as published in the GLEIF register.
    expect(isValidLei("HWUPKR0MPOU8FGXBT394")).toBe(true);
    expect(isValidLei("506700GE1G29325QX363")).toBe(true);
    const prefix = "5493001KJTIIGC8Y1R";
    expect(isValidLei(`${prefix}${leiCheckDigits(prefix)}`)).toBe(true);
  });

  it("refuses a changed character, swapped digits, lower case and wrong lengths", () => {
    expect(isValidLei("HWUPKR0MPOU8FGXBT395")).toBe(false);
    expect(isValidLei("HWUPKR0MPOU8FGXBT349")).toBe(false);
    expect(isValidLei("HWUPKR0MPOU8FGXBT39")).toBe(false);
    expect(isValidLei("hwupkr0mpou8fgxbt394")).toBe(false);
  });
});

describe("companyProfileInputSchema", () => {
  it("normalises codes, sorts revenue by year and treats an empty LEI as none", () => {
    const p = companyProfileInputSchema.parse({ ...valid, lei: "  " });
    expect(p).toMatchObject({ country: "GB", currency: "GBP", lei: null });
    expect(p.revenue.map((r) => r.year)).toEqual([2024, 2025]);
    expect(companyProfileInputSchema.parse({ ...valid, lei: "hwupkr0mpou8fgxbt394" }).lei).toBe(
      "HWUPKR0MPOU8FGXBT394",
    );
  });

  it("answers each bad field at its own path", () => {
    expect(issuePaths({ ...valid, lei: "HWUPKR0MPOU8FGXBT395" })).toEqual(["lei"]);
    expect(issuePaths({ ...valid, lei: "TOO-SHORT" })).toEqual(["lei"]);
    expect(issuePaths({ ...valid, lei: "HWUPKR0MPOU8FGXBT-94" })).toEqual(["lei"]);
    expect(issuePaths({ ...valid, country: "UK" })).toEqual(["country"]);
    expect(issuePaths({ ...valid, currency: "XYZ" })).toEqual(["currency"]);
    expect(issuePaths({ ...valid, industry: "Mining" })).toEqual(["industry"]);
    expect(issuePaths({ ...valid, employees: -1 })).toEqual(["employees"]);
    expect(issuePaths({ ...valid, employees: 2.5 })).toEqual(["employees"]);
    expect(issuePaths({ ...valid, employees: null })).toEqual([]);
    expect(
      issuePaths({
        ...valid,
        revenue: [
          { year: 2024, amount: 1 },
          { year: 2024, amount: 2 },
        ],
      }),
    ).toEqual(["revenue.1.year"]);
    expect(issuePaths({ ...valid, revenue: [{ year: 2024, amount: 0 }] })).toEqual(["revenue.0.amount"]);
  });
});

describe("revenue of a reporting year", () => {
  const profile = { currency: "GBP", revenue: [{ year: 2024, amount: 24_000_000 }] };
  it("is the year's own row, in the company's currency, or nothing", () => {
    expect(revenueForYear(profile, 2024)).toEqual({ year: 2024, amount: 24_000_000, currency: "GBP" });
    expect(revenueForYear(profile, 2023)).toBeNull();
    expect(revenueForYear({ ...profile, currency: null }, 2024)).toBeNull();
  });
  it("says in words why an intensity is missing", () => {
    expect(missingRevenueNote(profile, 2024)).toBeNull();
    expect(missingRevenueNote(profile, 2025)).toBe(
      "No revenue recorded for 2025 — add it in Settings → Company to see intensity.",
    );
  });
});

describe("feedback slugs", () => {
  it("are lower-case words joined by hyphens, made unique with a number", () => {
    expect(slugify("Northwind Components Ltd")).toBe("northwind-components-ltd");
    expect(slugify("Café & Co. GmbH")).toBe("cafe-co-gmbh");
    expect(slugify("!!!")).toBe("company");
    const taken = new Set(["acme", "acme-2"]);
    expect(uniqueSlug("acme", (s) => taken.has(s))).toBe("acme-3");
    expect(uniqueSlug("other", (s) => taken.has(s))).toBe("other");
  });
});
