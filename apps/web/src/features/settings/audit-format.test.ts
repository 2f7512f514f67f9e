import { describe, expect, test } from "vitest";
import { dateFormatFor } from "../../lib/format-date";
import { fieldChanges as changesIn, entityLabel } from "./audit-format";
import { humanize } from "./format";

const fieldChanges = (before: unknown, after: unknown) => changesIn(before, after, dateFormatFor("en-GB"));

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
      { field: "tags", before: null, after: "a, b" },
    ]);
    expect(fieldChanges(null, { totals: { scope_1: 1234.5678, open: true } })).toEqual([
      { field: "totals", before: null, after: "Scope 1: 1,234.57; Open: Yes" },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
    const long = "y".repeat(300);
    expect(fieldChanges(null, { text: long })[0]?.after).toHaveLength(120);
  });

  test("words for people: no unrounded floats, snake_case codes or library hashes", () => {
    expect(
      fieldChanges(
        { status: "in_progress", totalKg: 207.04999999999998 },
        {
          status: "completed",
          totalKg: 233_099.61234,
          sourceType: "energy_bill",
          libraryVersion: "2024.1+eb99bbea55ba",
        },
      ),
    ).toEqual([
      { field: "status", before: "In progress", after: "completed" },
      { field: "totalKg", before: "207.05", after: "233,099.61" },
      { field: "sourceType", before: null, after: "Energy bill" },
      { field: "libraryVersion", before: null, after: "2024.1" },
    ]);
  });

  test("instants in the company's date format", () => {
    const at = { expiresAt: "2026-11-24T14:05:00.000Z" };
    expect(changesIn(null, at, dateFormatFor("en-GB"))[0]?.after).toMatch(/^24 Nov 2026, \d{2}:\d{2}$/);
    expect(changesIn(null, at, dateFormatFor("en-US"))[0]?.after).toMatch(
      /^Nov 24, 2026, \d{2}:\d{2}\s(AM|PM)$/,
    );
  });
});
