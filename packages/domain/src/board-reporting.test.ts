import { describe, expect, it } from "vitest";
import {
  BOARD_TEMPLATES,
  boardReportAction,
  boardReportCounts,
  boardReportFormSchema,
  boardReportInputSchema,
  boardReportStatusInputSchema,
  boardTemplate,
  canTransitionBoardReport,
  sortReportsNewestFirst,
} from "./board-reporting";
import { boardCalendarSample, daysUntil, deadlineStatus, localIsoDate } from "./board-reporting-calendar";

const paths = (r: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."));

describe("boardReportInputSchema", () => {
  it("applies the defaults and drops a client status", () => {
    expect(
      boardReportInputSchema.parse({ title: " Q1 pack ", reportingPeriod: "Q1 2026", status: "published" }),
    ).toEqual({
      title: "Q1 pack",
      reportType: "quarterly",
      reportingPeriod: "Q1 2026",
      template: "executive_summary",
      content: {},
      keyMetrics: {},
      recommendations: {},
    });
  });

  it.each([
    [{ title: "" }, "title"],
    [{ title: undefined }, "title"],
    [{ reportingPeriod: "   " }, "reportingPeriod"],
    [{ reportType: "monthly" }, "reportType"],
    [{ template: "custom" }, "template"],
    [{ content: [] }, "content"],
    [{ keyMetrics: "x" }, "keyMetrics"],
    [{ recommendations: 1 }, "recommendations"],
  ])("rejects %o at %s", (patch, path) => {
    expect(paths(boardReportInputSchema.safeParse({ title: "T", reportingPeriod: "P", ...patch }))).toEqual([
      path,
    ]);
  });

  it.each(["quarterly", "annual", "special"])("accepts report type %s", (reportType) => {
    expect(boardReportInputSchema.parse({ title: "T", reportingPeriod: "P", reportType }).reportType).toBe(
      reportType,
    );
  });
});

describe("boardReportFormSchema", () => {
  it("parses the JSON text areas, empty → {}", () => {
    const parsed = boardReportFormSchema.parse({
      title: "T",
      reportingPeriod: "P",
      reportType: "annual",
      template: "risk_assessment",
      content: "",
      keyMetrics: '{"Scope 1": "120 tCO2e"}',
      recommendations: " ",
    });
    expect(parsed).toMatchObject({
      content: {},
      keyMetrics: { "Scope 1": "120 tCO2e" },
      recommendations: {},
    });
  });

  it("fails on invalid JSON with the field path", () => {
    const r = boardReportFormSchema.safeParse({
      title: "T",
      reportingPeriod: "P",
      reportType: "annual",
      template: "risk_assessment",
      content: "{",
      keyMetrics: "",
      recommendations: "[]",
    });
    expect(paths(r)).toEqual(["content", "recommendations"]);
  });
});

describe("status machine (spec §4)", () => {
  it.each([
    ["draft", "review", true],
    ["review", "approved", true],
    ["approved", "published", true],
    ["draft", "approved", false],
    ["draft", "published", false],
    ["review", "draft", false],
    ["approved", "review", false],
    ["published", "draft", false],
    ["draft", "draft", false],
  ] as const)("%s → %s allowed: %s", (from, to, ok) => {
    expect(canTransitionBoardReport(from, to)).toBe(ok);
  });

  it("offers 'Submit for Review' on drafts and 'Approve' in review only", () => {
    expect(boardReportAction("draft")).toEqual({ label: "Submit for Review", next: "review" });
    expect(boardReportAction("review")).toEqual({ label: "Approve", next: "approved" });
    expect(boardReportAction("approved")).toBeNull();
    expect(boardReportAction("published")).toBeNull();
  });

  it("validates the status input", () => {
    expect(boardReportStatusInputSchema.parse({ id: "3", status: "review" })).toEqual({
      id: 3,
      status: "review",
    });
    expect(paths(boardReportStatusInputSchema.safeParse({ id: 3, status: "archived" }))).toEqual(["status"]);
  });
});

describe("counts and order", () => {
  it("counts the five cards", () => {
    expect(
      boardReportCounts([
        { status: "draft" },
        { status: "draft" },
        { status: "review" },
        { status: "approved" },
        { status: "published" },
      ]),
    ).toEqual({ total: 5, draft: 2, review: 1, approved: 1, published: 1 });
    expect(boardReportCounts([])).toEqual({ total: 0, draft: 0, review: 0, approved: 0, published: 0 });
  });

  it("sorts newest first, then by id", () => {
    const sorted = sortReportsNewestFirst([
      { id: 1, createdAt: "2026-01-01T00:00:00.000Z" },
      { id: 2, createdAt: "2026-03-01T00:00:00.000Z" },
      { id: 3, createdAt: "2026-03-01T00:00:00.000Z" },
    ]);
    expect(sorted.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe("templates", () => {
  it("has the three spec templates, each with a fixed section list", () => {
    expect(BOARD_TEMPLATES.map((t) => t.id)).toEqual([
      "executive_summary",
      "detailed_metrics",
      "risk_assessment",
    ]);
    for (const t of BOARD_TEMPLATES) expect(t.sections.length).toBeGreaterThanOrEqual(5);
    expect(boardTemplate("risk_assessment")?.name).toBe("Risk Assessment");
    expect(boardTemplate("nope")).toBeUndefined();
  });
});

describe("reporting calendar (spec §4: 30-day window)", () => {
  it.each([
    ["2026-05-10", "2026-05-10", 0, "orange", "Due today"],
    ["2026-05-11", "2026-05-10", 1, "orange", "1 day left"],
    ["2026-06-09", "2026-05-10", 30, "orange", "30 days left"],
    ["2026-06-10", "2026-05-10", 31, "neutral", "31 days left"],
    ["2026-05-09", "2026-05-10", -1, "red", "1 day overdue"],
    ["2026-04-30", "2026-05-10", -10, "red", "10 days overdue"],
  ] as const)("due %s on %s → %i days, %s, %s", (due, today, days, tone, label) => {
    expect(deadlineStatus(due, today)).toEqual({ days, tone, label });
  });

  it("counts calendar days across a DST change", () => {
    expect(daysUntil("2026-03-30", "2026-03-28")).toBe(2);
    expect(daysUntil("2026-10-26T12:00:00Z", "2026-10-24")).toBe(2);
  });

  it("dates the sample from today and covers each status and colour", () => {
    const items = boardCalendarSample("2026-05-10");
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(["completed", "in_progress", "planned"]));
    const tones = new Set(items.map((i) => deadlineStatus(i.dueDate, "2026-05-10").tone));
    expect(tones).toEqual(new Set(["red", "orange", "neutral"]));
    expect(items[0]?.dueDate).toBe("2026-05-06");
  });

  it("formats a local date", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
