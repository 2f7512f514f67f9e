import { describe, expect, it } from "vitest";
import { formatDisclosureScore, responseStatusLabel, riskTierTone } from "./supplier";

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
