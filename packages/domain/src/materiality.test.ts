import { describe, expect, it } from "vitest";
import {
  MATERIALITY_SCORE_LABELS,
  materialityLevel,
  materialityLevelTone,
  materialityScoreLabel,
  materialitySum,
  materialityTopicInputSchema,
  materialityTopicUpdateSchema,
  matrixPositionPercent,
  sortTopicsBySum,
} from "./materiality";

describe("materialityLevel (spec §9: average ≥4.5 Critical, ≥3.5 High, ≥2.5 Medium, else Low)", () => {
  it.each([
    [5, 5, "Critical"],
    [5, 4, "Critical"], // average 4.5: the boundary is inclusive
    [4, 5, "Critical"],
    [4, 4, "High"],
    [5, 2, "High"], // 3.5
    [3, 4, "High"], // 3.5
    [3, 3, "Medium"],
    [2, 3, "Medium"], // 2.5
    [4, 1, "Medium"], // 2.5
    [2, 2, "Low"],
    [1, 3, "Low"], // 2
    [1, 1, "Low"],
  ] as const)("impact %i, concern %i → %s", (impact, concern, level) => {
    expect(materialityLevel(impact, concern)).toBe(level);
  });

  it("covers every cell of the 5x5 matrix with one of the four levels", () => {
    const counts: Record<string, number> = {};
    for (let i = 1; i <= 5; i++)
      for (let c = 1; c <= 5; c++) {
        const level = materialityLevel(i, c);
        counts[level] = (counts[level] ?? 0) + 1;
      }
    expect(counts).toEqual({ Critical: 3, High: 7, Medium: 9, Low: 6 });
  });
});

describe("matrixPositionPercent (spec §9: (value - 1) x 20%)", () => {
  it.each([
    [1, 0],
    [2, 20],
    [3, 40],
    [4, 60],
    [5, 80],
  ])("%i → %i%%", (value, percent) => expect(matrixPositionPercent(value)).toBe(percent));
});

describe("sortTopicsBySum (spec §2: by impact + concern, highest first)", () => {
  it("orders by the sum, then impact, then name", () => {
    const topics = [
      { topic: "Water", businessImpact: 2, stakeholderConcern: 2 },
      { topic: "Safety", businessImpact: 5, stakeholderConcern: 5 },
      { topic: "Ethics", businessImpact: 3, stakeholderConcern: 4 },
      { topic: "Energy", businessImpact: 4, stakeholderConcern: 3 },
      { topic: "Carbon", businessImpact: 4, stakeholderConcern: 3 },
    ];
    expect(sortTopicsBySum(topics).map((t) => t.topic)).toEqual([
      "Safety",
      "Carbon",
      "Energy",
      "Ethics",
      "Water",
    ]);
    expect(topics[0]?.topic).toBe("Water"); // the input is not mutated
    expect(materialitySum({ businessImpact: 4, stakeholderConcern: 3 })).toBe(7);
  });
});

describe("labels", () => {
  it("names the five score options and the level colours", () => {
    expect(Object.values(MATERIALITY_SCORE_LABELS)).toEqual([
      "Very Low",
      "Low",
      "Medium",
      "High",
      "Very High",
    ]);
    expect(materialityScoreLabel(4)).toBe("4 (High)");
    expect(materialityLevelTone("Critical")).toBe("red");
    expect(materialityLevelTone("High")).toBe("amber");
    expect(materialityLevelTone("Medium")).toBe("grey");
    expect(materialityLevelTone("Low")).toBe("green");
  });
});

describe("materialityTopicInputSchema (spec §5)", () => {
  const valid = {
    topic: "  GHG emissions  ",
    category: "Environmental",
    businessImpact: 5,
    stakeholderConcern: 4,
    description: " Scope 1-3 ",
  };

  it("trims text, defaults the description and drops a client-sent level", () => {
    expect(materialityTopicInputSchema.parse({ ...valid, materialityLevel: "Low" })).toEqual({
      topic: "GHG emissions",
      category: "Environmental",
      businessImpact: 5,
      stakeholderConcern: 4,
      description: "Scope 1-3",
    });
    const { description: _omit, ...noDescription } = valid;
    expect(materialityTopicInputSchema.parse(noDescription).description).toBe("");
  });

  it.each([
    ["topic", { topic: "   " }, "Topic name is required"],
    ["topic", { topic: undefined }, "Topic name is required"],
    ["topic", { topic: "x".repeat(121) }, "Topic name must be at most 120 characters"],
    ["category", { category: "Economic" }, "Choose Environmental, Social or Governance"],
    ["businessImpact", { businessImpact: 0 }, "Business impact must be between 1 and 5"],
    ["businessImpact", { businessImpact: 6 }, "Business impact must be between 1 and 5"],
    ["businessImpact", { businessImpact: 2.5 }, "Business impact must be a whole number from 1 to 5"],
    [
      "stakeholderConcern",
      { stakeholderConcern: "3" },
      "Stakeholder concern must be a whole number from 1 to 5",
    ],
    ["description", { description: "x".repeat(2001) }, "Description must be at most 2000 characters"],
  ])("rejects a bad %s", (path, patch, message) => {
    const result = materialityTopicInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([[path, message]]);
  });

  it("accepts the range ends", () => {
    for (const v of [1, 5]) {
      expect(
        materialityTopicInputSchema.safeParse({ ...valid, businessImpact: v, stakeholderConcern: v }).success,
      ).toBe(true);
    }
  });

  it("update: the id comes from the path as text", () => {
    expect(materialityTopicUpdateSchema.parse({ ...valid, id: "7" }).id).toBe(7);
    expect(materialityTopicUpdateSchema.safeParse({ ...valid, id: "x" }).success).toBe(false);
  });
});
