/** A year's figures for the XBRL tests (test-only data; not exported from the package). */
import type { XbrlReportInput } from "./figures";

export function testInput(overrides: Partial<XbrlReportInput> = {}): XbrlReportInput {
  return {
    type: "vsme-b3",
    entity: { name: "Acme Components & Co", lei: "5493001KJTIIGC8Y1R12", companyId: 7 },
    year: 2024,
    period: { start: "2024-01-01", end: "2024-12-31" },
    isPartial: false,
    emissions: {
      scope1: 1234.56,
      scope2Location: 800.1,
      scope2Market: 650.25,
      scope3: 4321.09,
      totalLocation: 6355.75,
      totalMarket: 6205.9,
    },
    revenue: { amount: 24_000_000, currency: "EUR" },
    baseline: {
      year: 2022,
      period: { start: "2022-01-01", end: "2022-12-31" },
      scope1: 1500,
      scope2Location: 900,
      scope2Market: 700,
      scope3: 5000,
      totalLocation: 7400,
      totalMarket: 7200,
    },
    targetYear: 2045,
    generatedAt: "2026-11-26",
    ...overrides,
  };
}
