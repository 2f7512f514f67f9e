import { describe, expect, it } from "vitest";
import { buildInventory, type InventoryRecords, type MonthlyTotalRow } from "./carbon-inventory";
import {
  applyYearSnapshots,
  replaceMonthRows,
  sliceMonthRows,
  takeYearSnapshot,
  YEAR_SNAPSHOT_VERSION,
} from "./carbon-year-snapshot";
import { DEFAULT_REPORTING_SETTINGS } from "./reporting-period";

const row = (month: string, kg: number, siteId: number | null = 1): MonthlyTotalRow => ({
  month,
  scope: 1,
  detailKey: "naturalGas",
  sourceType: "energy_bill",
  locationKg: kg,
  marketKg: kg,
  activities: 1,
  siteId,
});

const live = (inventory: Partial<InventoryRecords> = {}) => ({
  inventory: {
    settings: { ...DEFAULT_REPORTING_SETTINGS, consolidationApproach: "equity_share" as const },
    closedYears: [2024],
    monthly: [row("2024-03", 1000), row("2025-01", 500)],
    sites: [{ id: 1, name: "Leeds", ownershipShare: 50, extra: "kept" }],
    ...inventory,
  },
  scope2Methods: [
    { month: "2024-03", method: "instrument", activities: 2 },
    { month: "2025-02", method: "residual_mix", activities: 1 },
  ],
  suppliers: [{ name: "Acme" }],
  goals: [],
});

describe("takeYearSnapshot", () => {
  it("keeps every month-row array cut to the year, and the settings and sites whole", () => {
    const snap = takeYearSnapshot(live(), 2024);
    expect(snap.version).toBe(YEAR_SNAPSHOT_VERSION);
    expect(snap.months).toHaveLength(12);
    expect(snap.months[0]).toBe("2024-01");
    expect(snap.inventory).toEqual({ monthly: [row("2024-03", 1000)] });
    expect(snap.report).toEqual({
      scope2Methods: [{ month: "2024-03", method: "instrument", activities: 2 }],
    });
    expect(snap.settings.consolidationApproach).toBe("equity_share");
    expect(snap.sites).toEqual([{ id: 1, name: "Leeds", ownershipShare: 50, extra: "kept" }]);
  });

  it("cuts by the fiscal year (April start: FY2025 is 2024-04..2025-03)", () => {
    const records = live({ settings: { ...DEFAULT_REPORTING_SETTINGS, fiscalYearStartMonth: 4 } });
    const snap = takeYearSnapshot(records, 2025);
    expect(snap.months[0]).toBe("2024-04");
    expect(snap.inventory.monthly?.map((r) => r.month)).toEqual(["2025-01"]);
  });
});

describe("sliceMonthRows / replaceMonthRows", () => {
  it("skips arrays that are not month rows, and empty ones", () => {
    expect(
      sliceMonthRows({ a: [1, 2], b: [], c: [{ month: "2024-01" }], d: "x" }, new Set(["2024-01"])),
    ).toEqual({ c: [{ month: "2024-01" }] });
  });

  it("drops live rows of frozen months from every array, even a key the snapshot lacks", () => {
    const snapshotRows: Record<string, { month: string; v: number }[]> = { a: [{ month: "2024-01", v: 9 }] };
    const out = replaceMonthRows(
      {
        a: [
          { month: "2024-01", v: 1 },
          { month: "2025-01", v: 2 },
        ],
        b: [{ month: "2024-02" }],
        n: [3],
      },
      new Set(["2024-01", "2024-02"]),
      [snapshotRows],
    );
    expect(out).toEqual({
      a: [
        { month: "2025-01", v: 2 },
        { month: "2024-01", v: 9 },
      ],
      b: [],
      n: [3],
    });
  });
});

describe("applyYearSnapshots", () => {
  it("a closed year keeps its rows, settings and sites whatever changes later; open years follow", () => {
    const snap = takeYearSnapshot(live(), 2024);
    const later = live({
      settings: { ...DEFAULT_REPORTING_SETTINGS, consolidationApproach: "operational_control" },
      monthly: [row("2024-03", 1), row("2025-01", 500)],
      sites: [],
    });
    const applied = applyYearSnapshots(later, [snap]);
    expect(applied.scope2Methods).toHaveLength(2);
    expect(applied.suppliers).toEqual([{ name: "Acme" }]);
    const inventory = buildInventory(applied.inventory);
    const y2024 = inventory.years.find((y) => y.year === 2024);
    const y2025 = inventory.years.find((y) => y.year === 2025);
    // 1,000 kg at a 50 % site under equity share, as closed; 2025 is operational control now: in full.
    expect(y2024?.totalLocation).toBe(500);
    expect(y2024?.settings.consolidationApproach).toBe("equity_share");
    expect(y2024?.bySite.map((s) => s.name)).toEqual(["Leeds"]);
    expect(y2025?.totalLocation).toBe(500);
    expect(y2025?.settings.consolidationApproach).toBe("operational_control");
  });

  it("without snapshots the records are unchanged", () => {
    const records = live();
    expect(applyYearSnapshots(records, [])).toBe(records);
  });
});
