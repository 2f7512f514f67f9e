import { describe, expect, it } from "vitest";
import {
  formatDisclosureScore,
  responseStatusLabel,
  riskTierTone,
  supplierInputSchema,
  supplierUpdateInputSchema,
} from "./supplier";

describe("riskTierTone", () => {
  it.each([
    ["high", "red"],
    ["HIGH", "red"],
    ["Medium", "amber"],
    ["low", "green"],
    ["unknown", "grey"],
    [null, "grey"],
  ])("%s → %s", (tier, tone) => expect(riskTierTone(tier)).toBe(tone));
});

describe("supplier labels", () => {
  it("labels response status and disclosure score", () => {
    expect(responseStatusLabel(true)).toBe("Responded");
    expect(responseStatusLabel(false)).toBe("Pending");
    expect(formatDisclosureScore(72)).toBe("72/100");
    expect(formatDisclosureScore(71.6)).toBe("72/100");
  });
});

describe("supplierInputSchema", () => {
  const issues = (input: unknown) => {
    const r = supplierInputSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
  };

  it("trims, upper-cases the country and stores blanks as null", () => {
    expect(
      supplierInputSchema.parse({
        name: "  Acme Steel ",
        riskTier: "high",
        disclosureScore: 42,
        country: "de",
        category: " ",
      }),
    ).toEqual({
      name: "Acme Steel",
      riskTier: "high",
      disclosureScore: 42,
      responded: false,
      country: "DE",
      category: null,
    });
  });

  it("answers each bad field at its own path", () => {
    const valid = { name: "A", riskTier: "low", disclosureScore: 0, responded: true };
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, name: " " })).toEqual(["name"]);
    expect(issues({ ...valid, riskTier: "critical" })).toEqual(["riskTier"]);
    expect(issues({ ...valid, disclosureScore: 101 })).toEqual(["disclosureScore"]);
    expect(issues({ ...valid, disclosureScore: -1 })).toEqual(["disclosureScore"]);
    expect(issues({ ...valid, country: "UK" })).toEqual(["country"]);
    expect(issues({ ...valid, responded: "yes" })).toEqual(["responded"]);
    expect(supplierUpdateInputSchema.safeParse({ ...valid, id: "3" }).success).toBe(true);
  });
});
