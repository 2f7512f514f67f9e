import { describe, expect, it } from "vitest";
import {
  canMarkGoalAchieved,
  createGoalInputSchema,
  defaultGoalYears,
  goalProgressInputSchema,
  goalProgressPercentage,
  goalProgressRecordingError,
  goalProgressStatus,
  goalStatsByCategory,
  goalStatusChangeError,
  goalStatusInputSchema,
  latestProgressRecord,
  summariseGoals,
} from "./goal-tracking";

const validGoal = {
  title: "Cut Scope 1 and 2 emissions by 42%",
  description: "SBTi-aligned absolute reduction from the 2023 baseline.",
  category: "Environmental",
  targetType: "absolute",
  currentValue: 4820,
  targetValue: 2796,
  unit: "tCO2e",
  baselineYear: 2023,
  targetYear: 2030,
  isScenceBased: true,
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);
}

describe("goalProgressPercentage (spec §5: (actual - current) / (target - current) x 100, clamped, rounded)", () => {
  it.each([
    // current, target, actual, expected
    [0, 100, 0, 0],
    [0, 100, 50, 50],
    [0, 100, 69.4, 69],
    [0, 100, 69.5, 70],
    [0, 100, 70, 70],
    [0, 100, 99.6, 100],
    [0, 100, 100, 100],
    [0, 100, 150, 100], // clamped above
    [0, 100, -20, 0], // clamped below
    [38, 100, 84, 74],
    [4820, 2796, 4310, 25], // a reduction goal: target below current
    [4820, 2796, 2796, 100],
    [4820, 2796, 2000, 100],
    [4820, 2796, 5000, 0], // moved the wrong way
    [10, 10, 10, 0], // no distance to cover: 0, not a division by zero
    [10, 10, 20, 0],
  ])("current %d, target %d, actual %d → %d%%", (currentValue, targetValue, actual, expected) => {
    expect(goalProgressPercentage({ currentValue, targetValue }, actual)).toBe(expected);
  });

  it("answers 0 for a non-finite actual value", () => {
    expect(goalProgressPercentage({ currentValue: 0, targetValue: 10 }, Number.NaN)).toBe(0);
  });
});

describe("goalProgressStatus (spec §4: none 0 / <70 / >=70 / >=100)", () => {
  it.each([
    [null, "not_started"],
    [0, "needs_attention"],
    [69, "needs_attention"],
    [69.99, "needs_attention"],
    [70, "on_track"],
    [99, "on_track"],
    [100, "achieved"],
    [120, "achieved"],
  ] as const)("%s → %s", (pct, status) => expect(goalProgressStatus(pct)).toBe(status));
});

describe("latestProgressRecord (spec §4: the latest by recordedAt)", () => {
  it("picks the latest recordedAt regardless of list order, the later id on a tie, null when empty", () => {
    const a = { id: 1, recordedAt: "2025-01-10T00:00:00.000Z", p: 40 };
    const b = { id: 2, recordedAt: "2025-06-10T00:00:00.000Z", p: 80 };
    const c = { id: 3, recordedAt: "2025-03-10T00:00:00.000Z", p: 60 };
    expect(latestProgressRecord([a, b, c])).toBe(b);
    expect(latestProgressRecord([b, c, a])).toBe(b);
    const tie = { id: 4, recordedAt: b.recordedAt, p: 90 };
    expect(latestProgressRecord([tie, b])).toBe(tie);
    expect(latestProgressRecord([])).toBeNull();
  });
});

describe("Mark as Achieved (spec §4)", () => {
  it.each([
    ["active", 100, true],
    ["active", 99, false],
    ["active", null, false],
    ["achieved", 100, false],
  ] as const)("status %s, latest %s → shown %s", (status, latestProgressPercentage, shown) => {
    expect(canMarkGoalAchieved({ status, latestProgressPercentage })).toBe(shown);
  });

  it("allows only active → achieved at 100%", () => {
    expect(goalStatusChangeError({ status: "active", latestProgressPercentage: 100 }, "achieved")).toBeNull();
    expect(goalStatusChangeError({ status: "active", latestProgressPercentage: 99 }, "achieved")).toMatch(
      /100%/,
    );
    expect(goalStatusChangeError({ status: "active", latestProgressPercentage: null }, "achieved")).toMatch(
      /100%/,
    );
    expect(goalStatusChangeError({ status: "active", latestProgressPercentage: 100 }, "active")).toMatch(
      /only be marked as achieved/,
    );
    expect(goalStatusChangeError({ status: "achieved", latestProgressPercentage: 100 }, "active")).toMatch(
      /already been achieved/,
    );
    expect(goalStatusChangeError({ status: "achieved", latestProgressPercentage: 100 }, "achieved")).toMatch(
      /already been achieved/,
    );
  });

  it("closes an achieved goal to new progress", () => {
    expect(goalProgressRecordingError({ status: "active" })).toBeNull();
    expect(goalProgressRecordingError({ status: "achieved" })).toMatch(/achieved goal/);
  });
});

describe("summariseGoals (spec §2: the five counts)", () => {
  it("counts by displayed status and science-based flag", () => {
    const goals = [
      { progressStatus: "achieved", isScenceBased: true },
      { progressStatus: "achieved", isScenceBased: false },
      { progressStatus: "on_track", isScenceBased: true },
      { progressStatus: "needs_attention", isScenceBased: false },
      { progressStatus: "not_started", isScenceBased: true },
    ] as const;
    expect(summariseGoals(goals)).toEqual({
      total: 5,
      achieved: 2,
      onTrack: 1,
      needsAttention: 1,
      scienceBased: 3,
    });
    expect(summariseGoals([])).toEqual({
      total: 0,
      achieved: 0,
      onTrack: 0,
      needsAttention: 0,
      scienceBased: 0,
    });
  });
});

describe("goalStatsByCategory (spec §2 Analytics)", () => {
  it("counts goals and averages latest progress per category, no progress counting as 0", () => {
    expect(
      goalStatsByCategory([
        { category: "Social", latestProgressPercentage: 44 },
        { category: "Environmental", latestProgressPercentage: 25 },
        { category: "Environmental", latestProgressPercentage: 74 },
        { category: "Environmental", latestProgressPercentage: null },
        { category: "Biodiversity", latestProgressPercentage: 10 },
      ]),
    ).toEqual([
      { category: "Environmental", count: 3, averageProgress: 33 },
      { category: "Social", count: 1, averageProgress: 44 },
      { category: "Biodiversity", count: 1, averageProgress: 10 },
    ]);
    expect(goalStatsByCategory([])).toEqual([]);
  });
});

describe("defaults (spec §9)", () => {
  it("defaults the baseline to the current year and the target to five years later", () => {
    expect(defaultGoalYears(new Date(2026, 4, 1))).toEqual({ baselineYear: 2026, targetYear: 2031 });
  });
});

describe("createGoalInputSchema (spec §5)", () => {
  it("accepts a complete goal and trims text", () => {
    const parsed = createGoalInputSchema.parse({ ...validGoal, title: "  Net zero  " });
    expect(parsed.title).toBe("Net zero");
    expect(parsed.isScenceBased).toBe(true);
  });

  it("defaults category, target type and the science-based flag", () => {
    const { category, targetType, isScenceBased, ...rest } = validGoal;
    expect(createGoalInputSchema.parse(rest)).toMatchObject({
      category: "Environmental",
      targetType: "absolute",
      isScenceBased: false,
    });
  });

  it.each([
    ["title", "", "Title is required"],
    ["title", "   ", "Title is required"],
    ["title", "x".repeat(201), "Title must be at most 200 characters"],
    ["description", undefined, "Description is required"],
    ["unit", "", "Unit is required"],
    ["unit", "u".repeat(51), "Unit must be at most 50 characters"],
    ["category", "Biodiversity", "Choose a category"],
    ["targetType", "relative", "Choose a target type"],
    ["currentValue", undefined, "Current value is required"],
    ["currentValue", "100", "Current value must be a number"],
    ["currentValue", -1, "Current value cannot be negative"],
    ["targetValue", undefined, "Target value is required"],
    ["targetValue", 4820, "Target value must differ from the current value"],
    ["baselineYear", undefined, "Baseline year is required"],
    ["baselineYear", 1989, "Baseline year must be between 1990 and 2100"],
    ["targetYear", 2101, "Target year must be between 1990 and 2100"],
    ["targetYear", 2023, "Target year must be after the baseline year"],
    ["isScenceBased", "yes", "Science-based must be true or false"],
  ])("%s = %j → %s", (field, value, message) => {
    const result = createGoalInputSchema.safeParse({ ...validGoal, [field]: value });
    expect(result.success).toBe(false);
    expect(issuesOf(result)).toContainEqual([field, message]);
  });

  it("keeps decimal values (a target of 50.7 is 50.7, not 50)", () => {
    const parsed = createGoalInputSchema.parse({ ...validGoal, currentValue: 1650.25, targetValue: 50.7 });
    expect(parsed).toMatchObject({ currentValue: 1650.25, targetValue: 50.7 });
  });

  it("keeps percentage goals within 0-100", () => {
    const base = { ...validGoal, targetType: "percentage", currentValue: 38, unit: "%" };
    expect(createGoalInputSchema.safeParse({ ...base, targetValue: 100 }).success).toBe(true);
    expect(issuesOf(createGoalInputSchema.safeParse({ ...base, targetValue: 101 }))).toEqual([
      ["targetValue", "A percentage must be between 0 and 100"],
    ]);
  });

  it("accepts the boundary years", () => {
    expect(
      createGoalInputSchema.safeParse({ ...validGoal, baselineYear: 1990, targetYear: 2100 }).success,
    ).toBe(true);
    expect(
      createGoalInputSchema.safeParse({ ...validGoal, baselineYear: 2030, targetYear: 2031 }).success,
    ).toBe(true);
  });
});

describe("goalProgressInputSchema (spec §5)", () => {
  const valid = { goalId: 1, reportingPeriod: "2024-Q1", actualValue: 4310, notes: "Boiler replaced" };

  it("accepts a record; blank notes become null; a sent percentage is only range-checked", () => {
    expect(goalProgressInputSchema.parse({ ...valid, notes: "  " }).notes).toBeNull();
    expect(goalProgressInputSchema.parse({ ...valid, notes: undefined }).notes).toBeNull();
    expect(goalProgressInputSchema.parse({ ...valid, progressPercentage: 25 }).progressPercentage).toBe(25);
    expect(goalProgressInputSchema.parse({ ...valid, goalId: "7" }).goalId).toBe(7);
  });

  it.each([
    ["goalId", undefined, "Choose a goal"],
    ["goalId", 0, "Choose a goal"],
    ["reportingPeriod", "", "Reporting period is required"],
    ["reportingPeriod", "p".repeat(51), "Reporting period must be at most 50 characters"],
    ["actualValue", undefined, "Actual value is required"],
    ["actualValue", Number.NaN, "Actual value must be a number"],
    ["actualValue", -5, "Actual value cannot be negative"],
    ["notes", "n".repeat(2001), "Notes must be at most 2000 characters"],
    ["progressPercentage", 101, "Progress percentage must be between 0 and 100"],
    ["progressPercentage", -1, "Progress percentage must be between 0 and 100"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(issuesOf(goalProgressInputSchema.safeParse({ ...valid, [field]: value }))).toContainEqual([
      field,
      message,
    ]);
  });
});

describe("goalStatusInputSchema", () => {
  it("takes the id from the path and a known status", () => {
    expect(goalStatusInputSchema.parse({ id: "3", status: "achieved" })).toEqual({
      id: 3,
      status: "achieved",
    });
    expect(issuesOf(goalStatusInputSchema.safeParse({ id: 3, status: "done" }))).toEqual([
      ["status", "Status must be active or achieved"],
    ]);
  });
});
