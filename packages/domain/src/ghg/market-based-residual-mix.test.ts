import { describe, expect, it } from "vitest";
import {
  FACTOR_LIBRARY_VERSION,
  factorLibraryInputs,
  factorLibraryVersion,
  factorLicences,
  GWP_BASIS,
} from "./emission-factor-library";
import data from "./emission-factors.data.json";
import {
  findResidualMixFactor,
  listResidualMixFactors,
  residualMixInput,
  residualMixReference,
} from "./market-based-residual-mix";
import { eu27Members, parseRegion } from "./regions";

const EGRID_SUBREGIONS =
  "AKGD AKMS AZNM CAMX ERCT FRCC HIMS HIOA MROE MROW NEWE NWPP NYCW NYLI NYUP PRMS RFCE RFCM RFCW RMPA SPNO SPSO SRMV SRMW SRSO SRTV SRVC";

describe("residual-mix data", () => {
  const all = listResidualMixFactors();

  it("holds the 108 rows of residual-mix-factors.csv", () => {
    expect(residualMixInput()).toMatchObject({ file: "residual-mix-factors.csv", rows: 108 });
    expect(all).toHaveLength(108);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    expect(new Set(all.map((f) => `${f.region} ${f.year}`)).size).toBe(all.length);
  });

  it("keeps each row's audit fields, in region codes the engine parses", () => {
    for (const f of all) {
      const region = parseRegion(f.region);
      expect(region.ok && region.value.code, f.id).toBe(f.region);
      expect(factorLicences()[f.licence], f.id).toBeDefined();
      expect(f.url, f.id).toMatch(/^https:\/\//);
      expect(f.sourceUrl, f.id).toMatch(/^https:\/\//);
      expect(f.locator, f.id).not.toBe("");
      expect(f.gas).toBe("CO2");
      if (f.kgCO2PerKWh === null) {
        expect(f.published, f.id).toBeNull();
        expect(f.note, f.id).toMatch(/full disclosure/);
      } else {
        expect(f.kgCO2PerKWh, f.id).toBeGreaterThan(0);
        expect(f.kgCO2PerKWh, f.id).toBeLessThan(1);
      }
    }
  });

  it("covers every EU-27 member for AIB data years 2023–2025, and every eGRID subregion (Green-e, 2023 data)", () => {
    for (const year of [2023, 2024, 2025]) {
      const regions = all.filter((f) => f.licence === "AIB" && f.year === year).map((f) => f.region);
      expect(new Set(regions)).toEqual(eu27Members());
    }
    const us = all.filter((f) => f.licence === "Green-e");
    expect(us.map((f) => f.region.slice(3)).sort()).toEqual(EGRID_SUBREGIONS.split(" "));
    expect(us.every((f) => f.year === 2023)).toBe(true);
  });

  it("prints NA where AIB does (Austria every year; the Netherlands from 2024)", () => {
    const na = all.filter((f) => f.kgCO2PerKWh === null).map((f) => f.id);
    expect(na.sort()).toEqual([
      "at-residual_mix-aib2023",
      "at-residual_mix-aib2024",
      "at-residual_mix-aib2025",
      "nl-residual_mix-aib2024",
      "nl-residual_mix-aib2025",
    ]);
  });

  it.each([
    ["de-residual_mix-aib2023", 719.9, "g CO2/kWh", 0.7199],
    ["fr-residual_mix-aib2024", 23.52, "g CO2/kWh", 0.02352],
    ["it-residual_mix-aib2025", 420.2, "g CO2/kWh", 0.4202],
    ["gr-residual_mix-aib2023", 491.78, "g CO2/kWh", 0.49178],
    // lb/MWh × 0.45359237 / 1000, to twelve significant digits
    ["us-camx-residual_mix-greene2025", 434.22, "lb CO2/MWh", 0.196958878901],
    ["us-nyup-residual_mix-greene2025", 242.8, "lb CO2/MWh", 0.110132227436],
  ])("%s: %d %s = %d kg/kWh", (id, published, unit, kg) => {
    const f = all.find((x) => x.id === id);
    expect(f).toMatchObject({ published, publishedUnit: unit, kgCO2PerKWh: kg });
  });

  it("has no UK figure (not sourced; see data/README.md)", () => {
    expect(all.some((f) => f.region === "UK")).toBe(false);
    expect(findResidualMixFactor({ region: "GB", year: 2024 })).toMatchObject({
      found: false,
      reason: "not_covered",
    });
  });

  it("gives the calculator's audit shape", () => {
    const f = all.find((x) => x.id === "de-residual_mix-aib2024");
    if (!f) throw new Error("missing");
    expect(residualMixReference(f)).toEqual({
      id: "de-residual_mix-aib2024",
      source: "AIB European Residual Mixes 2024 (Version 1.1, 2025-08-11)",
      year: 2024,
      value: 0.72456,
      unit: "kWh",
      region: "DE",
      licence: "AIB",
      url: "https://www.aib-net.org/facts/european-residual-mix",
      locator: expect.stringContaining("row DE"),
      valueBasis: "derived",
      gas: "CO2",
    });
  });
});

describe("findResidualMixFactor", () => {
  it.each([
    [{ region: "DE", year: 2024 }, "de-residual_mix-aib2024", false, false],
    [{ region: "de", year: 2030 }, "de-residual_mix-aib2025", false, false],
    [{ region: "DE", year: 2019 }, "de-residual_mix-aib2023", true, false],
    [{ region: "DE" }, "de-residual_mix-aib2025", false, false],
    [{ region: "US-ERCT", year: 2023 }, "us-erct-residual_mix-greene2025", false, false],
    [{ region: "US-ERCT", year: 2022 }, "us-erct-residual_mix-greene2025", true, false],
  ])("%j → %s", (q, id, yearFallback, regionFallback) => {
    expect(findResidualMixFactor(q)).toMatchObject({
      found: true,
      factor: { id },
      yearFallback,
      regionFallback,
    });
  });

  it.each([
    [{ region: null }, "no_region"],
    [{ region: "XX" }, "unknown_region"],
    [{ region: "US", year: 2024 }, "not_covered"],
    [{ region: "EU", year: 2024 }, "not_covered"],
    [{ region: "CH", year: 2024 }, "not_covered"],
    [{ region: "AT", year: 2024 }, "not_applicable"],
  ])("%j → %s", (q, reason) => {
    expect(findResidualMixFactor(q)).toMatchObject({ found: false, reason });
  });
});

describe("factor library version and GWP basis", () => {
  it("is the release and the first 12 hex digits of the generated data's SHA-256", () => {
    expect(FACTOR_LIBRARY_VERSION).toMatch(/^2024\.2\+[0-9a-f]{12}$/);
    expect(FACTOR_LIBRARY_VERSION).toBe(`${data.version.release}+${data.version.sha256.slice(0, 12)}`);
    expect(data.version.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is a pure function of the data: the same data, the same version; other data, another", () => {
    const v = { release: data.version.release, sha256: data.version.sha256 };
    expect(factorLibraryVersion({ ...v })).toBe(FACTOR_LIBRARY_VERSION);
    expect(factorLibraryVersion({ ...v })).toBe(factorLibraryVersion({ ...v }));
    expect(factorLibraryVersion({ ...v, sha256: "0".repeat(64) })).toBe("2024.2+000000000000");
    expect(factorLibraryVersion({ ...v, sha256: "1".repeat(64) })).not.toBe(
      factorLibraryVersion({ ...v, sha256: "0".repeat(64) }),
    );
    expect(factorLibraryVersion({ ...v, release: "2025.1" })).not.toBe(FACTOR_LIBRARY_VERSION);
  });

  it("records the checksums it was built from", () => {
    expect(factorLibraryInputs().map((i) => i.file)).toEqual([
      "emission-factors.csv",
      "us-epa-supply-chain-factors-v1.3.csv",
      "bioenergy-factors.csv",
    ]);
    expect(residualMixInput().sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("states the GWP basis of the factor file (AR5, 100-year)", () => {
    expect(GWP_BASIS).toBe("IPCC AR5 100-year");
  });
});
