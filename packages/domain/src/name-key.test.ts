import { describe, expect, it } from "vitest";
import { nameKey } from "./name-key";

describe("nameKey", () => {
  it.each([
    ["Ωmega works", "ωmega works"],
    ["ACME", "acme"],
    ["Ａｃｍｅ", "acme"],
    ["Ärzte GmbH", "ärzte gmbh"],
    ["ﬁsh", "fish"],
  ])("%s and %s are one name", (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it("keeps different names apart", () => {
    expect(nameKey("Omega works")).not.toBe(nameKey("Ωmega works"));
  });
});
