import { describe, expect, test } from "vitest";
import { entityLabel, fieldChanges } from "./audit-format";
import { humanize } from "./format";

describe("audit log wording", () => {
  test.each([
    ["materiality_topic", "Materiality topic"],
    ["sign_in_failed", "Sign in failed"],
    ["reset-password", "Reset password"],
    ["expiresAt", "Expires at"],
    ["scope2MarketBased", "Scope2 market based"],
  ])("humanize(%s) = %s", (key, words) => {
    expect(humanize(key)).toBe(words);
  });

  test("entities have readable names", () => {
    expect(entityLabel("carbon_data_source")).toBe("Data upload");
    expect(entityLabel("session")).toBe("Sign-in");
    expect(entityLabel("board_report")).toBe("Board report");
  });

  test("only the fields that changed, added, or were cleared", () => {
    expect(
      fieldChanges({ role: "editor", name: "Sam", note: "x" }, { role: "viewer", name: "Sam", since: 2026 }),
    ).toEqual([
      { field: "role", before: "editor", after: "viewer" },
      { field: "note", before: "x", after: null },
      { field: "since", before: null, after: "2026" },
    ]);
  });

  test("snapshots that are not objects, nested values, and nothing at all", () => {
    expect(fieldChanges(null, "closed")).toEqual([{ field: "value", before: null, after: "closed" }]);
    expect(fieldChanges(null, { tags: ["a", "b"] })).toEqual([
      { field: "tags", before: null, after: '["a","b"]' },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
    const long = "y".repeat(300);
    expect(fieldChanges(null, { text: long })[0]?.after).toHaveLength(120);
  });
});
