import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_SCORE,
  certificateNumber,
  completeTraining,
  completeTrainingInputSchema,
  contentSections,
  formatHours,
  groupModulesByCategory,
  startTrainingInputSchema,
  trainingAction,
  trainingModuleFormSchema,
  trainingModuleInputSchema,
  trainingStatusLabel,
  trainingSummary,
} from "./esg-training";

const valid = { title: "Intro to ESG", description: "Basics", duration: 60 };

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => i.path.join("."));
}

describe("trainingModuleInputSchema", () => {
  it("applies the spec defaults", () => {
    expect(trainingModuleInputSchema.parse(valid)).toEqual({
      title: "Intro to ESG",
      description: "Basics",
      category: "ESG Fundamentals",
      difficulty: "Beginner",
      duration: 60,
      content: {},
      isRequired: false,
      completionCriteria: {},
      certificateTemplate: "standard",
    });
  });

  it.each([
    [14, false],
    [15, true],
    [60, true],
    [300, true],
    [301, false],
    [30.5, false],
    [Number.NaN, false],
  ])("duration %s → valid %s", (duration, ok) => {
    expect(trainingModuleInputSchema.safeParse({ ...valid, duration }).success).toBe(ok);
  });

  it.each([
    [{ title: "  " }, "title"],
    [{ description: "" }, "description"],
    [{ duration: undefined }, "duration"],
    [{ category: "Finance" }, "category"],
    [{ difficulty: "Expert" }, "difficulty"],
    [{ content: [1, 2] }, "content"],
    [{ content: "text" }, "content"],
    [{ completionCriteria: 5 }, "completionCriteria"],
    [{ isRequired: "yes" }, "isRequired"],
  ])("rejects %o at %s", (patch, path) => {
    expect(issuePaths(trainingModuleInputSchema.safeParse({ ...valid, ...patch }))).toEqual([path]);
  });

  it.each(["ESG Fundamentals", "Climate Risk", "Social Impact", "Governance"])("accepts category %s", (c) => {
    expect(trainingModuleInputSchema.parse({ ...valid, category: c }).category).toBe(c);
  });

  it("accepts structured content and criteria", () => {
    const parsed = trainingModuleInputSchema.parse({
      ...valid,
      content: { sections: [{ title: "A" }] },
      completionCriteria: { passingScore: 80 },
    });
    expect(parsed.content).toEqual({ sections: [{ title: "A" }] });
    expect(parsed.completionCriteria).toEqual({ passingScore: 80 });
  });
});

describe("trainingModuleFormSchema", () => {
  const form = { ...valid, category: "Climate Risk", difficulty: "Advanced", isRequired: true };

  it("turns empty JSON text into {} and parses filled text", () => {
    const parsed = trainingModuleFormSchema.parse({
      ...form,
      content: "  ",
      completionCriteria: '{"passingScore": 80}',
      certificateTemplate: "standard",
    });
    expect(parsed.content).toEqual({});
    expect(parsed.completionCriteria).toEqual({ passingScore: 80 });
  });

  it.each([
    ["{not json", "Must be valid JSON"],
    ["[1, 2]", 'Must be a JSON object, e.g. {"key": "value"}'],
    ['"text"', 'Must be a JSON object, e.g. {"key": "value"}'],
  ])("fails the submit on %s", (text, message) => {
    const result = trainingModuleFormSchema.safeParse({ ...form, content: text, completionCriteria: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["content", message]]);
  });
});

describe("progress inputs", () => {
  it("start is always in_progress", () => {
    expect(startTrainingInputSchema.parse({ moduleId: 3 })).toEqual({ moduleId: 3, status: "in_progress" });
    expect(startTrainingInputSchema.safeParse({ moduleId: 3, status: "completed" }).success).toBe(false);
    expect(issuePaths(startTrainingInputSchema.safeParse({ moduleId: 0 }))).toEqual(["moduleId"]);
  });

  it("complete checks the score range 0-100 and the status", () => {
    expect(completeTrainingInputSchema.parse({ moduleId: "4", score: 85, status: "completed" })).toEqual({
      moduleId: 4,
      score: 85,
      status: "completed",
    });
    expect(completeTrainingInputSchema.safeParse({ moduleId: 4, score: 0 }).success).toBe(true);
    expect(completeTrainingInputSchema.safeParse({ moduleId: 4, score: 100 }).success).toBe(true);
    expect(issuePaths(completeTrainingInputSchema.safeParse({ moduleId: 4, score: 101 }))).toEqual(["score"]);
    expect(issuePaths(completeTrainingInputSchema.safeParse({ moduleId: 4, score: -1 }))).toEqual(["score"]);
    expect(issuePaths(completeTrainingInputSchema.safeParse({ moduleId: 4, status: "x" }))).toEqual([
      "status",
    ]);
  });
});

describe("trainingAction (spec §4)", () => {
  it.each([
    [null, "start"],
    [{ status: "in_progress", certificateIssued: false }, "continue"],
    [{ status: "completed", certificateIssued: false }, "get_certificate"],
    [{ status: "completed", certificateIssued: true }, "view_certificate"],
  ] as const)("%o → %s", (progress, action) => {
    expect(trainingAction(progress)).toBe(action);
  });

  it("labels certified for display only", () => {
    expect(trainingStatusLabel({ status: "in_progress", certificateIssued: false })).toBe("In Progress");
    expect(trainingStatusLabel({ status: "completed", certificateIssued: false })).toBe("Completed");
    expect(trainingStatusLabel({ status: "completed", certificateIssued: true })).toBe("Certified");
  });
});

describe("completeTraining (state machine)", () => {
  it("in_progress → completed with the fixed score 85 and a certificate", () => {
    expect(completeTraining({ status: "in_progress", certificateIssued: false, timeSpent: 20 }, 45)).toEqual({
      ok: true,
      update: {
        status: "completed",
        score: CERTIFICATE_SCORE,
        progressPercentage: 100,
        timeSpent: 45,
        certificateIssued: true,
      },
    });
    expect(CERTIFICATE_SCORE).toBe(85);
  });

  it("keeps a longer time spent", () => {
    const r = completeTraining({ status: "in_progress", certificateIssued: false, timeSpent: 90 }, 45);
    expect(r.ok && r.update.timeSpent).toBe(90);
  });

  it("'Get Certificate' issues the missing certificate of a completed module", () => {
    const r = completeTraining({ status: "completed", certificateIssued: false, timeSpent: 60 }, 60);
    expect(r).toMatchObject({ ok: true, update: { score: 85, certificateIssued: true } });
  });

  it("refuses a module never started and one already certified", () => {
    expect(completeTraining(null, 60)).toEqual({ ok: false, reason: "not_started" });
    expect(completeTraining({ status: "completed", certificateIssued: true, timeSpent: 60 }, 60)).toEqual({
      ok: false,
      reason: "already_certified",
    });
  });
});

describe("trainingSummary (the four cards)", () => {
  it("counts modules, completions, certificates and hours = timeSpent / 60", () => {
    const s = trainingSummary(
      [1, 2, 3, 4],
      [
        { status: "completed", certificateIssued: true, timeSpent: 90 },
        { status: "completed", certificateIssued: false, timeSpent: 45 },
        { status: "in_progress", certificateIssued: false, timeSpent: 15 },
      ],
    );
    expect(s).toEqual({ availableModules: 4, completed: 2, certificatesEarned: 1, hoursTrained: 2.5 });
    expect(trainingSummary([], [])).toEqual({
      availableModules: 0,
      completed: 0,
      certificatesEarned: 0,
      hoursTrained: 0,
    });
  });

  it.each([
    [0, "0"],
    [2.5, "2.5"],
    [3, "3"],
    [100 / 60, "1.7"],
  ])("formatHours(%s) = %s", (h, text) => expect(formatHours(h)).toBe(text));
});

describe("groupModulesByCategory", () => {
  it("keeps the four categories in order, empty ones included", () => {
    const groups = groupModulesByCategory([
      { id: 1, category: "Governance" },
      { id: 2, category: "Climate Risk" },
      { id: 3, category: "Governance" },
    ]);
    expect(groups.map((g) => [g.category, g.modules.map((m) => m.id)])).toEqual([
      ["ESG Fundamentals", []],
      ["Climate Risk", [2]],
      ["Social Impact", []],
      ["Governance", [1, 3]],
    ]);
  });
});

describe("display helpers", () => {
  it("numbers certificates", () => {
    expect(certificateNumber(7, "2026-03-04T10:00:00.000Z")).toBe("ESG-2026-00007");
    expect(certificateNumber(7, null)).toBe("ESG-0000-00007");
  });

  it("reads content sections from common shapes", () => {
    expect(
      contentSections({
        sections: [{ title: "Scopes", body: "1, 2 and 3" }, "Quiz", { content: "x" }],
        passingScore: 80,
        topics: ["GHG", "TCFD"],
      }),
    ).toEqual([
      { title: "Scopes", body: "1, 2 and 3" },
      { title: "Quiz", body: "" },
      { title: "Section 3", body: "x" },
      { title: "Passing Score", body: "80" },
      { title: "Topics", body: "GHG, TCFD" },
    ]);
  });
});
