import { describe, expect, test } from "vitest";
import { auditCsv, csvField } from "./audit-csv";

describe("audit log CSV", () => {
  test.each([
    [null, ""],
    [undefined, ""],
    [42, "42"],
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    // Spreadsheet formulas are neutralised (OWASP CSV injection).
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    [-1, "-1"],
  ])("%j → %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  test("header, one line per entry, JSON snapshots, CRLF", () => {
    const csv = auditCsv([
      {
        id: 1,
        at: "2026-03-01T10:00:00.000Z",
        userId: null,
        userName: null,
        userRole: null,
        action: "sign_in_failed",
        entity: "session",
        entityId: null,
        before: null,
        after: { username: "=cmd" },
      },
    ]);
    expect(csv).toBe(
      'id,at,user_id,user_name,user_role,action,entity,entity_id,before,after\r\n1,2026-03-01T10:00:00.000Z,,,,sign_in_failed,session,,,"{""username"":""=cmd""}"\r\n',
    );
  });
});
