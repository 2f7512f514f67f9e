import { describe, expect, it } from "vitest";
import { eu27Members, isIsoCountryCode, parseRegion, regionFallbackChain } from "./regions";

const chainOf = (input: string) => {
  const r = parseRegion(input);
  if (!r.ok) throw new Error(r.error.message);
  return regionFallbackChain(r.value);
};

describe("parseRegion", () => {
  it.each([
    ["GB", "UK", "country"],
    ["gb", "UK", "country"],
    ["UK", "UK", "country"],
    ["United Kingdom", "UK", "country"],
    ["US", "US", "country"],
    ["usa", "US", "country"],
    ["de", "DE", "country"],
    ["JP", "JP", "country"],
    ["EU", "EU", "region"],
    ["eu-27", "EU", "region"],
    ["GLOBAL", "GLOBAL", "global"],
    ["world", "GLOBAL", "global"],
    ["US-CAMX", "US-CAMX", "subregion"],
    ["us-camx", "US-CAMX", "subregion"],
    ["US_NYLI", "US-NYLI", "subregion"],
    ["US-CA", "US-CA", "subregion"],
    ["GB-SCT", "UK-SCT", "subregion"],
    ["DE-BY", "DE-BY", "subregion"],
  ])("%s → %s (%s)", (input, code, kind) => {
    const r = parseRegion(input);
    expect(r.ok && r.value).toMatchObject({ code, kind });
  });

  it.each(["XX", "ZZ", "Atlantis", "US-ABCD", "XX-12", ""])("refuses %j", (input) => {
    const r = parseRegion(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("unknown_region");
  });

  it("holds the 249 ISO 3166-1 alpha-2 codes, each a region ICU can name", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    let count = 0;
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (!isIsoCountryCode(code)) continue;
        count++;
        expect(names.of(code), code).not.toBe(code);
      }
    }
    expect(count).toBe(249);
    expect(isIsoCountryCode("UK")).toBe(false);
  });

  it("lists the 27 EU members", () => {
    expect(eu27Members().size).toBe(27);
    for (const code of eu27Members()) expect(isIsoCountryCode(code)).toBe(true);
    expect(eu27Members().has("GB")).toBe(false);
  });
});

describe("regionFallbackChain: subregion → country → region → GLOBAL", () => {
  it.each([
    ["US-CAMX", ["US-CAMX", "US", "GLOBAL"]],
    ["US", ["US", "GLOBAL"]],
    ["GB", ["UK", "GLOBAL"]],
    ["GB-SCT", ["UK-SCT", "UK", "GLOBAL"]],
    ["DE", ["DE", "EU", "GLOBAL"]],
    ["DE-BY", ["DE-BY", "DE", "EU", "GLOBAL"]],
    ["IE", ["IE", "EU", "GLOBAL"]],
    ["CH", ["CH", "GLOBAL"]],
    ["EU", ["EU", "GLOBAL"]],
    ["GLOBAL", ["GLOBAL"]],
  ])("%s → %j", (input, chain) => {
    expect(chainOf(input)).toEqual(chain);
  });
});
