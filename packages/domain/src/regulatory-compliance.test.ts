import { describe, expect, it } from "vitest";
import {
  applyRequirementStatusChange,
  CHECKLIST_FRAMEWORKS,
  canMarkRequirementComplete,
  canUpdateRequirementProgress,
  checklistCompletion,
  checklistKey,
  complianceSummary,
  createRequirementInputSchema,
  daysUntilDue,
  dueInWords,
  dueUrgency,
  FRAMEWORK_CHECKLISTS,
  frameworkChecklist,
  groupByDueMonth,
  initialRequirementStatus,
  nextRequirementProgress,
  normalizeRequirementStatus,
  REQUIREMENT_STATUSES,
  type RegulatoryFramework,
  type RequirementStatus,
  sortRequirementsByUrgency,
  updateRequirementStatusInputSchema,
} from "./regulatory-compliance";

// A fixed local date; due dates below are calendar dates relative to it.
const today = new Date(2026, 2, 15, 16, 30); // 15 March 2026, afternoon

function plusDays(days: number): string {
  const d = new Date(2026, 2, 15 + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

describe("nextRequirementProgress (step 25, capped at 100)", () => {
  it.each([
    [0, 25],
    [25, 50],
    [50, 75],
    [75, 100],
    [80, 100],
    [100, 100],
    [-10, 25],
  ])("%d → %d", (from, to) => expect(nextRequirementProgress(from)).toBe(to));
});

describe("dueUrgency (thresholds 30 and 90 days)", () => {
  it.each([
    [-365, "overdue"],
    [-1, "overdue"],
    [0, "urgent"],
    [1, "urgent"],
    [30, "urgent"],
    [31, "approaching"],
    [90, "approaching"],
    [91, "future"],
    [400, "future"],
  ])("due in %d days → %s", (days, urgency) => expect(dueUrgency(plusDays(days), today)).toBe(urgency));

  it("is none without a due date", () => {
    expect(dueUrgency(null, today)).toBe("none");
    expect(dueUrgency(undefined, today)).toBe("none");
    expect(dueUrgency("", today)).toBe("none");
  });

  it("counts calendar days, whatever the time of day and across a DST change", () => {
    expect(daysUntilDue("2026-03-15", new Date(2026, 2, 15, 0, 0))).toBe(0);
    expect(daysUntilDue("2026-03-15", new Date(2026, 2, 15, 23, 59))).toBe(0);
    expect(daysUntilDue("2026-04-14", today)).toBe(30);
    expect(daysUntilDue("2026-03-14", today)).toBe(-1);
  });

  it("words the distance", () => {
    expect(dueInWords(plusDays(0), today)).toBe("Due today");
    expect(dueInWords(plusDays(1), today)).toBe("1 day left");
    expect(dueInWords(plusDays(12), today)).toBe("12 days left");
    expect(dueInWords(plusDays(-1), today)).toBe("1 day overdue");
    expect(dueInWords(plusDays(-40), today)).toBe("40 days overdue");
  });
});

describe("sortRequirementsByUrgency", () => {
  it("runs from overdue to none, earliest first within a band", () => {
    const items = [
      { id: 1, dueDate: null },
      { id: 2, dueDate: plusDays(200) },
      { id: 3, dueDate: plusDays(60) },
      { id: 4, dueDate: plusDays(10) },
      { id: 5, dueDate: plusDays(-5) },
      { id: 6, dueDate: plusDays(-30) },
      { id: 7, dueDate: plusDays(5) },
      { id: 8, dueDate: null },
    ];
    expect(sortRequirementsByUrgency(items, today).map((r) => r.id)).toEqual([6, 5, 7, 4, 3, 2, 1, 8]);
    expect(items[0]?.id).toBe(1); // the input is not mutated
  });

  it("puts completed requirements after every open one, in the same order among themselves", () => {
    const items = [
      { id: 1, dueDate: plusDays(-30), status: "completed" },
      { id: 2, dueDate: null, status: "pending" },
      { id: 3, dueDate: plusDays(5), status: "completed" },
      { id: 4, dueDate: plusDays(200), status: "in_progress" },
      { id: 5, dueDate: plusDays(-5), status: "in_progress" },
    ];
    expect(sortRequirementsByUrgency(items, today).map((r) => r.id)).toEqual([5, 4, 2, 1, 3]);
  });
});

describe("applyRequirementStatusChange (pending → in_progress → completed)", () => {
  const cases: [RequirementStatus, number, RequirementStatus, RequirementStatus | null, number | null][] = [
    // current status, current %, requested, resulting status (null = refused), resulting %
    ["pending", 0, "in_progress", "in_progress", 25],
    ["in_progress", 25, "in_progress", "in_progress", 50],
    ["in_progress", 75, "in_progress", "in_progress", 100],
    ["in_progress", 100, "in_progress", "in_progress", 100],
    ["overdue", 0, "in_progress", "in_progress", 25],
    ["in_progress", 100, "completed", "completed", 100],
    ["in_progress", 75, "completed", null, null],
    ["pending", 0, "completed", null, null],
    ["pending", 100, "completed", null, null],
    ["completed", 100, "in_progress", null, null],
    ["completed", 100, "completed", null, null],
    ["in_progress", 50, "pending", null, null],
    ["pending", 0, "pending", null, null],
    ["pending", 0, "overdue", null, null],
    ["in_progress", 50, "overdue", null, null],
  ];
  it.each(cases)("%s at %d%% → %s gives %s", (status, pct, requested, expected, expectedPct) => {
    const result = applyRequirementStatusChange({ status, completionPercentage: pct }, requested);
    if (expected === null) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBeTruthy();
    } else {
      expect(result).toEqual({ ok: true, status: expected, completionPercentage: expectedPct });
    }
  });

  it("shows Update Progress until completed and Mark Complete at 100% or more", () => {
    expect(canUpdateRequirementProgress({ status: "pending" })).toBe(true);
    expect(canUpdateRequirementProgress({ status: "in_progress" })).toBe(true);
    expect(canUpdateRequirementProgress({ status: "completed" })).toBe(false);
    expect(canMarkRequirementComplete({ status: "in_progress", completionPercentage: 99 })).toBe(false);
    expect(canMarkRequirementComplete({ status: "in_progress", completionPercentage: 100 })).toBe(true);
    expect(canMarkRequirementComplete({ status: "completed", completionPercentage: 100 })).toBe(false);
  });

  it("offers Mark Complete only where the server accepts it: never on pending or overdue at 100%", () => {
    for (const status of REQUIREMENT_STATUSES) {
      for (const completionPercentage of [0, 75, 100]) {
        const r = { status, completionPercentage };
        expect(canMarkRequirementComplete(r)).toBe(applyRequirementStatusChange(r, "completed").ok);
      }
    }
    expect(canMarkRequirementComplete({ status: "pending", completionPercentage: 100 })).toBe(false);
    expect(canMarkRequirementComplete({ status: "overdue", completionPercentage: 100 })).toBe(false);
  });

  it("starts a new requirement pending, or in progress when it already has progress", () => {
    expect(initialRequirementStatus(0)).toBe("pending");
    expect(initialRequirementStatus(25)).toBe("in_progress");
    expect(initialRequirementStatus(100)).toBe("in_progress");
  });

  it("reads unknown stored statuses as pending", () => {
    expect(normalizeRequirementStatus("completed")).toBe("completed");
    expect(normalizeRequirementStatus("overdue")).toBe("overdue");
    expect(normalizeRequirementStatus("archived")).toBe("pending");
    expect(normalizeRequirementStatus(null)).toBe("pending");
  });
});

describe("createRequirementInputSchema", () => {
  const valid = { requirement: "Climate change disclosures (ESRS E1)", description: "E1-1 to E1-9" };

  it("fills the optional fields with null and completion with 0", () => {
    expect(createRequirementInputSchema.parse(valid)).toEqual({
      ...valid,
      framework: null,
      dueDate: null,
      assignedTo: null,
      completionPercentage: 0,
    });
  });

  it("treats empty strings as not given and trims text", () => {
    const parsed = createRequirementInputSchema.parse({
      requirement: "  Title  ",
      description: " Text ",
      framework: "",
      dueDate: "",
      assignedTo: "   ",
    });
    expect(parsed).toMatchObject({
      requirement: "Title",
      description: "Text",
      framework: null,
      dueDate: null,
      assignedTo: null,
    });
  });

  it("stores a date-time as its calendar date", () => {
    expect(createRequirementInputSchema.parse({ ...valid, dueDate: "2026-06-30" }).dueDate).toBe(
      "2026-06-30",
    );
    expect(
      createRequirementInputSchema.parse({ ...valid, dueDate: "2026-06-30T00:00:00.000Z" }).dueDate,
    ).toBe("2026-06-30");
  });

  it.each([
    [{ requirement: "" }, ["requirement"], "Title is required"],
    [{ requirement: "   " }, ["requirement"], "Title is required"],
    [{ description: "" }, ["description"], "Description is required"],
    [{ requirement: undefined }, ["requirement"], "Title is required"],
    [{ requirement: "x".repeat(201) }, ["requirement"], "Title must be at most 200 characters"],
    [{ framework: "ISSB" }, ["framework"], "Framework must be one of CSRD, TCFD, SEC, GRI, SASB"],
    [{ dueDate: "2026-02-30" }, ["dueDate"], "Due date must be a valid date (YYYY-MM-DD)"],
    [{ dueDate: "next week" }, ["dueDate"], "Due date must be a valid date (YYYY-MM-DD)"],
    [{ completionPercentage: 101 }, ["completionPercentage"], "Completion must be between 0 and 100"],
    [{ completionPercentage: -1 }, ["completionPercentage"], "Completion must be between 0 and 100"],
    [{ completionPercentage: 12.5 }, ["completionPercentage"], "Completion must be a whole number"],
  ])("%o is refused at %o", (patch, path, message) => {
    const result = createRequirementInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts every framework and the completion bounds", () => {
    for (const framework of ["CSRD", "TCFD", "SEC", "GRI", "SASB"]) {
      expect(createRequirementInputSchema.parse({ ...valid, framework }).framework).toBe(framework);
    }
    expect(
      createRequirementInputSchema.parse({ ...valid, completionPercentage: 100 }).completionPercentage,
    ).toBe(100);
  });
});

describe("updateRequirementStatusInputSchema", () => {
  it("coerces the path id and validates status and completion", () => {
    expect(updateRequirementStatusInputSchema.parse({ id: "7", status: "in_progress" })).toEqual({
      id: 7,
      status: "in_progress",
    });
    expect(updateRequirementStatusInputSchema.safeParse({ id: 7, status: "done" }).success).toBe(false);
    expect(
      updateRequirementStatusInputSchema.safeParse({ id: 7, status: "completed", completionPercentage: 150 })
        .success,
    ).toBe(false);
  });
});

describe("complianceSummary (the five cards)", () => {
  it("counts totals, completed, in progress, open overdue and the mean completion", () => {
    const summary = complianceSummary(
      [
        { status: "completed", completionPercentage: 100, dueDate: plusDays(-10) },
        { status: "in_progress", completionPercentage: 50, dueDate: plusDays(-1) },
        { status: "in_progress", completionPercentage: 25, dueDate: plusDays(20) },
        { status: "pending", completionPercentage: 0, dueDate: null },
      ],
      today,
    );
    expect(summary).toEqual({
      total: 4,
      completed: 1,
      inProgress: 2,
      overdue: 1,
      averageCompletion: 44,
      completedPercent: 25,
    });
  });

  it("counts a requirement at 100% as completed only once marked complete, and takes a YYYY-MM-DD today", () => {
    const items = [
      { status: "in_progress", completionPercentage: 100, dueDate: "2026-01-01" },
      { status: "completed", completionPercentage: 100, dueDate: "2025-12-01" },
      { status: "pending", completionPercentage: 0, dueDate: "2026-01-02" },
    ];
    expect(complianceSummary(items, "2026-01-02")).toMatchObject({
      completed: 1,
      completedPercent: 33,
      averageCompletion: 67,
      overdue: 1,
    });
  });

  it("is all zeros without requirements", () => {
    expect(complianceSummary([], today)).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      overdue: 0,
      averageCompletion: 0,
      completedPercent: null,
    });
  });
});

describe("framework checklists", () => {
  it("has 5 standard items for each of CSRD, TCFD and SEC, distinct on their first 10 characters", () => {
    expect(CHECKLIST_FRAMEWORKS).toEqual(["CSRD", "TCFD", "SEC"]);
    for (const fw of CHECKLIST_FRAMEWORKS) {
      const items = FRAMEWORK_CHECKLISTS[fw];
      expect(items).toHaveLength(5);
      expect(new Set(items.map(checklistKey)).size).toBe(5);
    }
  });

  it("matches by the first 10 characters of the title, within the same framework", () => {
    const reqs: { id: number; framework: RegulatoryFramework | null; requirement: string }[] = [
      { id: 1, framework: "CSRD", requirement: "double materiality ASSESSMENT for FY2025" },
      { id: 2, framework: "TCFD", requirement: "Climate change disclosures (ESRS E1)" },
      { id: 3, framework: "CSRD", requirement: "Climate ch" },
      { id: 4, framework: "CSRD", requirement: "Climate c" },
      { id: 5, framework: "CSRD", requirement: "Double materiality refresh" },
    ];
    const list = frameworkChecklist("CSRD", reqs);
    expect(list.map((i) => i.requirement?.id ?? null)).toEqual([1, 3, null, null, null]);
    expect(list[0]?.title).toBe("Double materiality assessment (ESRS 1)");
  });
});

describe("checklistCompletion", () => {
  it("counts completed and tracked items", () => {
    expect(
      checklistCompletion([
        { title: "a", requirement: { status: "completed" } },
        { title: "b", requirement: { status: "in_progress" } },
        { title: "c", requirement: null },
      ]),
    ).toEqual({ completed: 1, tracked: 2, total: 3 });
  });
});

describe("groupByDueMonth (the Compliance Calendar)", () => {
  it("groups dated requirements by month, earliest first, leaving undated ones out", () => {
    const groups = groupByDueMonth([
      { id: 1, dueDate: "2026-05-20" },
      { id: 2, dueDate: null },
      { id: 3, dueDate: "2026-03-31" },
      { id: 4, dueDate: "2026-05-02" },
      { id: 5, dueDate: "2027-01-15" },
    ]);
    expect(groups.map((g) => [g.month, g.items.map((i) => i.id)])).toEqual([
      ["2026-03", [3]],
      ["2026-05", [4, 1]],
      ["2027-01", [5]],
    ]);
    expect(groupByDueMonth([{ id: 1, dueDate: null }])).toEqual([]);
  });
});
