import { describe, expect, it } from "vitest";
import { includedShareOf } from "./consolidation";

const site = (ownershipShare: number, operationalControl: boolean, financialControl: boolean) => ({
  ownershipShare,
  operationalControl,
  financialControl,
});

describe("includedShareOf", () => {
  it.each([
    [site(40, false, true), "operational_control", 0],
    [site(40, false, true), "financial_control", 1],
    [site(40, false, true), "equity_share", 0.4],
    [site(60, true, false), "operational_control", 1],
    [site(60, true, false), "financial_control", 0],
    [site(60, true, false), "equity_share", 0.6],
    [null, "equity_share", 1],
    [undefined, "operational_control", 1],
  ] as const)("%o under %s counts %d", (s, approach, share) => {
    expect(includedShareOf(s, approach)).toBe(share);
  });
});
