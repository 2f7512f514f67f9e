import { type ImpactMeasurement, impactProgressOrNull } from "@esg/domain";
import { mockApi } from "../../test/api";
import type { ProcedureMap } from "../../test/trpc-msw";

type Base = Omit<ImpactMeasurement, "progressToTarget">;

/** A measurement as the server returns it, with its computed progress to target. */
export function measurement(id: number, patch: Partial<Base> = {}): ImpactMeasurement {
  const base: Base = {
    id,
    companyId: 1,
    category: "Environmental",
    metric: `Metric ${id}`,
    description: `Description ${id}`,
    value: 50,
    unit: "tonnes",
    baseline: 0,
    target: 100,
    targetDate: "2027-12-31",
    methodology: null,
    verificationStatus: "unverified",
    dataSource: null,
    beneficiaries: null,
    geographicScope: null,
    reportingPeriod: "FY2024",
    createdAt: "2025-01-01T00:00:00.000Z",
    ...patch,
  };
  return { ...base, progressToTarget: impactProgressOrNull(base) };
}

export const MEASUREMENTS: ImpactMeasurement[] = [
  measurement(1, {
    metric: "GHG emissions avoided",
    value: 212,
    unit: "tCO2e",
    target: 300,
    verificationStatus: "third_party_verified",
    dataSource: "Inverter meter",
  }),
  measurement(2, {
    metric: "Water recycled",
    value: 18400,
    unit: "m³",
    baseline: 5000,
    target: 25000,
    verificationStatus: "self_reported",
  }),
  measurement(3, {
    category: "Social",
    metric: "Apprenticeships completed",
    value: 26,
    unit: "people",
    baseline: 12,
    target: 40,
    beneficiaries: 26,
    verificationStatus: "self_reported",
  }),
  measurement(4, {
    category: "Social",
    metric: "Pupils reached",
    value: 1850,
    unit: "people",
    baseline: 600,
    target: 2500,
    beneficiaries: 1850,
  }),
  measurement(5, {
    category: "Economic",
    metric: "Local jobs supported",
    value: 410,
    unit: "jobs",
    baseline: null,
    target: null,
    targetDate: null,
    beneficiaries: 410,
  }),
  measurement(6, {
    category: "Economic",
    metric: "Community investment",
    value: 185000,
    unit: "GBP",
    baseline: 120000,
    target: 250000,
    beneficiaries: 2400,
    verificationStatus: "third_party_verified",
  }),
];

/** A fake impact API kept in memory, computing progress as the server does. */
export function fakeImpact(initial: ImpactMeasurement[] = MEASUREMENTS, overrides: ProcedureMap = {}) {
  let items = [...initial];
  let nextId = 100;
  const procedures: ProcedureMap = {
    "impactMeasurement.list": () => items,
    "impactMeasurement.create": (input) => {
      const created = measurement(nextId++, {
        ...input,
        createdAt: new Date().toISOString(),
      });
      items = [created, ...items];
      return created;
    },
    ...overrides,
  };
  return mockApi({ procedures });
}
