import { describe, expect, it } from "vitest";
import { optionalText, parseNumberField, requiredText } from "./form-fields";

describe("parseNumberField", () => {
  it.each([
    ["42", {}, 42],
    ["50.7", {}, 50.7],
    [" 1650.25 ", {}, 1650.25],
    ["", {}, undefined],
    ["   ", { fallback: 0 }, undefined],
    ["x", {}, Number.NaN],
    ["abc", { fallback: 0 }, 0],
    ["42.9", { integer: true }, 42],
    ["abc", { integer: true, fallback: 2031 }, 2031],
    ["abc", { integer: true }, Number.NaN],
  ] as const)("parseNumberField(%j, %j) → %s", (text, options, expected) => {
    expect(parseNumberField(text, options)).toBe(expected);
  });
});

describe("requiredText and optionalText", () => {
  it("trims, requires and bounds a required text with the field's label", () => {
    const title = requiredText("Title", 5);
    expect(title.parse("  Goal ")).toBe("Goal");
    expect(title.safeParse("   ").error?.issues[0]?.message).toBe("Title is required");
    expect(title.safeParse(undefined).error?.issues[0]?.message).toBe("Title is required");
    expect(title.safeParse("Too long").error?.issues[0]?.message).toBe("Title must be at most 5 characters");
  });

  it("stores a blank, null or absent optional text as null", () => {
    const owner = optionalText("Owner", 5);
    expect(owner.parse(" ")).toBeNull();
    expect(owner.parse(null)).toBeNull();
    expect(owner.parse(undefined)).toBeNull();
    expect(owner.parse(" Ann ")).toBe("Ann");
    expect(owner.safeParse(7).error?.issues[0]?.message).toBe("Owner must be text");
    expect(owner.safeParse("Annabel").error?.issues[0]?.message).toBe("Owner must be at most 5 characters");
  });
});
