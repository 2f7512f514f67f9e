import { describe, expect, it } from "vitest";
import { goalProgressInputSchema } from "./goal-tracking";
import { idField, idInputSchema, idSchema } from "./ids";

describe("idSchema", () => {
  it.each([
    [1, 1],
    ["1", 1],
    ["10", 10],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])("accepts %o as %s", (input, id) => {
    expect(idSchema.parse(input)).toBe(id);
  });

  it.each([
    "1e1",
    "0x2",
    "+3",
    "2.0",
    " 2 ",
    "2 ",
    "-1",
    "0",
    "01",
    "",
    "99999999999999999999",
    String(Number.MAX_SAFE_INTEGER + 1),
    "٣",
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 1,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    null,
    true,
  ])("refuses %o with one message at the field's path", (input) => {
    const r = idInputSchema.safeParse({ id: input });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toHaveLength(1);
    expect(r.error?.issues[0]).toMatchObject({ path: ["id"], message: "Id must be a positive whole number" });
  });

  it("idField carries the caller's message", () => {
    expect(idField("Choose a goal").safeParse("").error?.issues[0]?.message).toBe("Choose a goal");
    const progress = goalProgressInputSchema.safeParse({
      goalId: "1e1",
      reportingPeriod: "Q1",
      actualValue: 1,
    });
    expect(progress.error?.issues[0]).toMatchObject({ path: ["goalId"], message: "Choose a goal" });
    expect(goalProgressInputSchema.parse({ goalId: "7", reportingPeriod: "Q1", actualValue: 1 }).goalId).toBe(
      7,
    );
  });
});
