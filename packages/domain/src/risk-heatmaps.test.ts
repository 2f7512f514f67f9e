import { describe, expect, it } from "vitest";
import {
  applyRiskStatusChange,
  canMarkRiskMitigated,
  compareRisksBySeverity,
  createRiskInputSchema,
  groupRisksBy,
  type RiskCategory,
  type RiskLevel,
  type RiskStatus,
  riskCountsByCategory,
  riskLevel,
  riskLevelForScore,
  riskMatrixCounts,
  riskScore,
  updateRiskStatusInputSchema,
} from "./risk-heatmaps";

describe("riskLevel (probability x impact: ≥20 Critical, ≥12 High, ≥6 Medium, else Low)", () => {
  it.each([
    [5, 4, "Critical"],
    [4, 5, "Critical"],
    [5, 5, "Critical"],
    [4, 3, "High"],
    [3, 4, "High"],
    [4, 4, "High"],
    [3, 5, "High"],
    [2, 3, "Medium"],
    [3, 3, "Medium"],
    [2, 5, "Medium"],
    [1, 5, "Low"],
    [2, 2, "Low"],
    [1, 1, "Low"],
  ])("%d x %d → %s", (p, i, level) => expect(riskLevel(p, i)).toBe(level));

  it.each([
    [20, "Critical"],
    [19, "High"],
    [12, "High"],
    [11, "Medium"],
    [6, "Medium"],
    [5, "Low"],
  ])("score %d → %s", (score, level) => expect(riskLevelForScore(score)).toBe(level));

  it("the default 3 x 3 is Medium with score 9", () => {
    expect(riskScore(3, 3)).toBe(9);
    expect(riskLevel(3, 3)).toBe("Medium");
  });
});

describe("applyRiskStatusChange (active → mitigated only)", () => {
  it.each([
    ["active", "mitigated", true],
    ["active", "active", false],
    ["mitigated", "mitigated", false],
    ["mitigated", "active", false],
  ] as [RiskStatus, RiskStatus, boolean][])("%s → %s allowed: %s", (from, to, ok) => {
    expect(applyRiskStatusChange(from, to).ok).toBe(ok);
  });

  it("offers Mark as Mitigated only for active risks", () => {
    expect(canMarkRiskMitigated({ status: "active" })).toBe(true);
    expect(canMarkRiskMitigated({ status: "mitigated" })).toBe(false);
  });
});

describe("createRiskInputSchema", () => {
  const valid = { riskType: "Physical flood risk", description: "River flooding at the Leeds plant" };

  it("defaults category Climate, probability 3, impact 3 and nulls the optional text", () => {
    expect(createRiskInputSchema.parse(valid)).toEqual({
      ...valid,
      riskCategory: "Climate",
      probability: 3,
      impact: 3,
      geography: null,
      businessUnit: null,
      mitigationStrategy: null,
      owner: null,
    });
  });

  it("keeps a sent risk level only as input (the server recomputes it)", () => {
    expect(createRiskInputSchema.parse({ ...valid, riskLevel: "Low" }).riskLevel).toBe("Low");
  });

  it.each([
    [{ riskType: "" }, ["riskType"], "Risk type is required"],
    [{ riskType: "  " }, ["riskType"], "Risk type is required"],
    [{ description: "" }, ["description"], "Description is required"],
    [
      { riskCategory: "Financial" },
      ["riskCategory"],
      "Category must be one of Climate, Social, Governance, Operational",
    ],
    [{ probability: 0 }, ["probability"], "Probability must be from 1 to 5"],
    [{ probability: 6 }, ["probability"], "Probability must be from 1 to 5"],
    [{ impact: 2.5 }, ["impact"], "Impact must be a whole number from 1 to 5"],
    [{ impact: "4" }, ["impact"], "Impact must be a number from 1 to 5"],
    [{ riskLevel: "Extreme" }, ["riskLevel"], "Risk level must be one of Low, Medium, High, Critical"],
    [{ owner: "x".repeat(121) }, ["owner"], "Owner must be at most 120 characters"],
  ])("%o is refused at %o", (patch, path, message) => {
    const result = createRiskInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("status input coerces the id and allows only the two statuses", () => {
    expect(updateRiskStatusInputSchema.parse({ id: "3", status: "mitigated" })).toEqual({
      id: 3,
      status: "mitigated",
    });
    expect(updateRiskStatusInputSchema.safeParse({ id: 3, status: "closed" }).success).toBe(false);
  });
});

type R = {
  id: number;
  riskCategory: RiskCategory;
  probability: number;
  impact: number;
  riskLevel: RiskLevel;
  status: RiskStatus;
  geography: string | null;
  businessUnit: string | null;
};

function risk(id: number, probability: number, impact: number, extra: Partial<R> = {}): R {
  return {
    id,
    riskCategory: "Climate",
    probability,
    impact,
    riskLevel: riskLevel(probability, impact),
    status: "active",
    geography: null,
    businessUnit: null,
    ...extra,
  };
}

describe("riskMatrixCounts", () => {
  it("counts risks per probability x impact cell", () => {
    const m = riskMatrixCounts([risk(1, 5, 4), risk(2, 5, 4), risk(3, 1, 1), risk(4, 3, 5)]);
    expect(m).toHaveLength(5);
    expect(m[4]?.[3]).toBe(2);
    expect(m[0]?.[0]).toBe(1);
    expect(m[2]?.[4]).toBe(1);
    expect(m.flat().reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("leaves out values off the scale", () => {
    expect(
      riskMatrixCounts([risk(1, 0, 3), risk(2, 3, 6)])
        .flat()
        .every((n) => n === 0),
    ).toBe(true);
  });
});

describe("riskCountsByCategory", () => {
  it("lists every category with its active risks by level", () => {
    const counts = riskCountsByCategory([
      risk(1, 5, 4),
      risk(2, 2, 3, { status: "mitigated" }),
      risk(3, 4, 3, { riskCategory: "Social" }),
    ]);
    expect(counts.map((c) => c.category)).toEqual(["Climate", "Social", "Governance", "Operational"]);
    expect(counts[0]).toEqual({
      category: "Climate",
      total: 2,
      active: 1,
      byLevel: { Low: 0, Medium: 0, High: 0, Critical: 1 },
    });
    expect(counts[1]?.byLevel.High).toBe(1);
    expect(counts[2]?.total).toBe(0);
  });
});

describe("groupRisksBy", () => {
  const risks = [
    risk(1, 2, 2, { geography: "United Kingdom", businessUnit: "Assembly" }),
    risk(2, 5, 4, { geography: "China", businessUnit: "Supply Chain" }),
    risk(3, 4, 3, { geography: " United Kingdom ", businessUnit: "Assembly" }),
    risk(4, 3, 3, { geography: "Poland", status: "mitigated" }),
    risk(5, 3, 3, { geography: null, businessUnit: "  " }),
  ];

  it("groups by geography, most exposed first, ignoring blanks", () => {
    const groups = groupRisksBy(risks, "geography");
    expect(groups.map((g) => g.name)).toEqual(["China", "United Kingdom", "Poland"]);
    const uk = groups[1];
    expect(uk?.risks.map((r) => r.id)).toEqual([3, 1]);
    expect(uk?.highestLevel).toBe("High");
    expect(uk?.averageScore).toBe(8);
    expect(uk?.byLevel).toEqual({ Low: 1, Medium: 0, High: 1, Critical: 0 });
    expect(groups[2]).toMatchObject({ name: "Poland", active: 0, highestLevel: null, averageScore: 0 });
  });

  it("groups by business unit", () => {
    expect(groupRisksBy(risks, "businessUnit").map((g) => [g.name, g.risks.length])).toEqual([
      ["Supply Chain", 1],
      ["Assembly", 2],
    ]);
  });

  it("is empty when no risk has the field", () => {
    expect(groupRisksBy([risk(1, 1, 1)], "geography")).toEqual([]);
  });
});

describe("compareRisksBySeverity", () => {
  it("puts active risks first, then the highest score, then the newest", () => {
    const sorted = [risk(1, 5, 5, { status: "mitigated" }), risk(2, 2, 2), risk(3, 4, 4), risk(4, 4, 4)].sort(
      compareRisksBySeverity,
    );
    expect(sorted.map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});
