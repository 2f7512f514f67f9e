import { describe, expect, it } from "vitest";
import { goalProgressHistory } from "./goal-progress-history";

const record = (id: number, reportingPeriod: string, actualValue: number, recordedAt: string) => ({
  id,
  reportingPeriod,
  actualValue,
  progressPercentage: actualValue,
  recordedAt,
});

describe("goalProgressHistory", () => {
  it("starts at the current value in the baseline year, then the records oldest first by recordedAt", () => {
    const history = goalProgressHistory({
      currentValue: 10,
      baselineYear: 2023,
      // Stored newest first, as the list procedure returns them.
      progress: [
        record(3, "2025 (rolling 12 months)", 40, "2025-07-01T00:00:00.000Z"),
        record(1, "2024", 20, "2025-01-30T10:00:00.000Z"),
        record(2, "2025-H1", 30, "2025-06-30T10:00:00.000Z"),
      ],
    });
    expect(history.map((p) => [p.key, p.label, p.value, p.isBaseline])).toEqual([
      ["baseline", "Baseline 2023", 10, true],
      ["1", "2024", 20, false],
      ["2", "2025-H1", 30, false],
      ["3", "2025 (rolling 12 months)", 40, false],
    ]);
    expect(history[0]?.percentage).toBe(0);
    expect(history[3]?.percentage).toBe(40);
  });

  it("orders records of the same time by id (the later-inserted one last), keeping repeated periods", () => {
    const at = "2025-01-01T00:00:00.000Z";
    const history = goalProgressHistory({
      currentValue: 0,
      baselineYear: 2024,
      progress: [record(9, "2024-Q4", 5, at), record(4, "2024-Q4", 3, at)],
    });
    expect(history.map((p) => p.key)).toEqual(["baseline", "4", "9"]);
  });

  it("without records: the baseline alone", () => {
    expect(goalProgressHistory({ currentValue: 7, baselineYear: 2022, progress: [] })).toEqual([
      { key: "baseline", label: "Baseline 2022", value: 7, percentage: 0, isBaseline: true },
    ]);
  });
});
