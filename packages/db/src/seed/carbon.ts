/**
 * Demo activity data of Northwind Components (a UK manufacturer) for 2023 and 2024: energy bills, fuel
 * cards, travel and supplier invoices. Only activity amounts are seeded; every emission figure is calculated
 * by the GHG engine from the factor library, exactly as an upload would be.
 */
import { type CanonicalRow, type CarbonSourceType, prepareIngestRows } from "@esg/domain";
import type { Db } from "../create-db";
import { storeWithKysely } from "../queries/carbon-ingest";
import type { CompanySeeder } from "./company-seeder";

/**
 * The demo company's profile: a UK company reporting in pounds, with the 640 employees its workforce
 * disclosure names, and the revenue of its latest complete year (recorded with that year's uploads). 2023
 * has no revenue on file, so its intensity says so rather than borrowing 2024's.
 */
const DEMO_CARBON_PROFILE = {
  country: "GB",
  currency: "GBP",
  employees: 640,
  revenue: [{ year: 2024, amount: 24_000_000 }],
} as const;

const DEMO_CARBON_YEARS = [2023, 2024] as const;

// Share of a year's use in each month (each list sums to 12): heating-led gas, flatter electricity.
const GAS_MONTHS = [1.45, 1.35, 1.2, 0.95, 0.75, 0.6, 0.55, 0.6, 0.75, 1.0, 1.3, 1.5];
const POWER_MONTHS = [1.05, 1.02, 1.02, 0.98, 0.97, 0.95, 0.93, 0.9, 0.98, 1.03, 1.08, 1.09];
// Van deliveries dip in August and peak before Christmas.
const FLEET_MONTHS = [1, 1, 1, 1, 1, 1, 1, 0.85, 1, 1, 1.05, 1.1];

/**
 * Yearly activity of the demo company; 2023 ran about 5% higher before efficiency work in 2024.
 * `renewableShare`: the share of each month's electricity bought on a REGO-backed tariff (the goal "100%
 * renewable electricity" and the renewable-share benchmark tell the same story: 38% in 2023, 61% in 2024).
 */
const ANNUAL = {
  2023: {
    gasKwh: 3_050_000,
    powerKwh: 4_360_000,
    dieselL: 62_400,
    lpgL: 12_600,
    petrolL: 7_800,
    scale: 1.05,
    renewableShare: 0.38,
  },
  2024: {
    gasKwh: 2_900_000,
    powerKwh: 4_150_000,
    dieselL: 58_800,
    lpgL: 12_000,
    petrolL: 7_200,
    scale: 1,
    renewableShare: 0.61,
  },
} as const;

/** The REGO-backed tariff: certificates of renewable generation, 0 kg CO2e per kWh (Scope 2 Guidance). */
const REGO_TARIFF = {
  kgCO2ePerUnit: 0,
  unit: "kWh",
  source: "Supplier's REGO-backed renewable tariff (Ofgem REGO register), fuel mix disclosure",
  instrument: "energy_attribute_certificate",
  supplier: "Pennine Green Power (fictional)",
} as const;

const monthEnd = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const round = (n: number) => Math.round(n);

function energyBills(year: 2023 | 2024): CanonicalRow[] {
  const a = ANNUAL[year];
  return GAS_MONTHS.flatMap((g, i) => {
    const date = monthEnd(year, i + 1);
    const power = round((a.powerKwh / 12) * (POWER_MONTHS[i] as number));
    const gas = round((a.gasKwh / 12) * g);
    const site = "Sheffield plant";
    // Category 3 (well-to-tank, T&D losses) is derived from these rows under the company's policy.
    return [
      {
        activity: "electricity",
        amount: power,
        unit: "kWh",
        region: "GB",
        date,
        description: site,
        supplierFactor: { ...REGO_TARIFF, volume: round(power * a.renewableShare), vintage: year },
      },
      { activity: "natural gas", amount: gas, unit: "kWh", region: "GB", date, description: site },
    ];
  });
}

function fuelReceipts(year: 2023 | 2024): CanonicalRow[] {
  const a = ANNUAL[year];
  return FLEET_MONTHS.flatMap((season, i) => {
    const date = monthEnd(year, i + 1);
    const diesel = Math.round((a.dieselL / 12) * season * 10) / 10;
    return [
      {
        activity: "diesel",
        amount: diesel,
        unit: "litres",
        region: "GB",
        date,
        description: "Delivery vans",
      },
      {
        activity: "LPG",
        amount: round(a.lpgL / 12),
        unit: "litres",
        region: "GB",
        date,
        description: "Forklifts",
      },
      {
        activity: "petrol",
        amount: round(a.petrolL / 12),
        unit: "litres",
        region: "GB",
        date,
        description: "Pool cars",
      },
    ];
  });
}

function travelExpenses(year: 2023 | 2024): CanonicalRow[] {
  const { scale } = ANNUAL[year];
  const rows: CanonicalRow[] = [];
  for (let m = 1; m <= 12; m++) {
    const date = monthEnd(year, m);
    rows.push(
      {
        activity: "train",
        amount: round(3000 * scale),
        unit: "passenger-km",
        region: "GB",
        date,
        description: "UK customer visits",
      },
      {
        activity: "hotel",
        amount: round(20 * scale),
        unit: "nights",
        region: "GB",
        date,
        description: "UK customer visits",
      },
      {
        activity: "car",
        amount: round(95_000 * scale),
        unit: "km",
        region: "GB",
        date,
        category: 7,
        description: "Employee commuting (staff survey)",
      },
    );
    if (m % 3 === 0) {
      rows.push({
        activity: "long-haul flight, economy",
        amount: 12_700,
        unit: "passenger-km",
        region: "GB",
        date,
        description: "LHR–ORD trade show (return)",
      });
    }
    if (m !== 8 && m !== 12) {
      rows.push({
        activity: "short-haul flight, economy",
        amount: round(1800 * scale),
        unit: "passenger-km",
        region: "GB",
        date,
        description: "Supplier audits, Europe",
      });
    }
  }
  return rows;
}

const INVOICE_LINES = [
  { naics: "331110", gbp: 650_000, description: "Baltic Steel Works — hot-rolled coil" },
  { naics: "331315", gbp: 120_000, description: "Aluminium sheet" },
  { naics: "326199", gbp: 90_000, description: "Iberia Polymers — moulded parts" },
  { naics: "322211", gbp: 45_000, description: "Cascade Packaging — corrugated cases" },
  { naics: "484121", gbp: 70_000, description: "Lakeside Logistics — road freight" },
  { naics: "562111", gbp: 15_000, description: "Waste collection" },
  { naics: "541330", gbp: 30_000, description: "Engineering services" },
] as const;

function supplierInvoices(year: 2023 | 2024): CanonicalRow[] {
  const { scale } = ANNUAL[year];
  return [3, 6, 9, 12].flatMap((m) =>
    INVOICE_LINES.map((l) => ({
      activity: `NAICS ${l.naics}`,
      amount: round(l.gbp * scale),
      unit: "GBP",
      region: "GB",
      date: monthEnd(year, m),
      description: l.description,
    })),
  );
}

const SOURCES: readonly [CarbonSourceType, string, (y: 2023 | 2024) => CanonicalRow[]][] = [
  ["energy_bill", "energy_bills", energyBills],
  ["fuel_receipt", "fuel_cards", fuelReceipts],
  ["travel_expense", "travel_expenses", travelExpenses],
  ["supplier_invoice", "supplier_invoices", supplierInvoices],
];

async function seedCarbon(trx: Db, companyId: number): Promise<void> {
  for (const year of DEMO_CARBON_YEARS) {
    for (const [sourceType, name, rows] of SOURCES) {
      const prepared = prepareIngestRows(rows(year), { today: `${year}-12-31` });
      if (!prepared.ok) {
        throw new Error(`Demo carbon data does not calculate: ${prepared.issues[0]?.message ?? "?"}`);
      }
      await storeWithKysely(trx, {
        companyId,
        sourceType,
        fileName: `${name}_${year}.csv`,
        uploadedAt: `${year + 1}-01-15T09:30:00.000Z`,
        records: prepared.records,
      });
    }
  }
  const { revenue, ...profile } = DEMO_CARBON_PROFILE;
  // The demo company is past its first run: its one demo account has no team to invite, so the checklist
  // would never tick itself off; it starts dismissed, as an established company's would be.
  await trx
    .updateTable("companies")
    .set({ ...profile, onboarding_dismissed_at: "2025-01-15T09:30:00.000Z" })
    .where("id", "=", companyId)
    .execute();
  await trx
    .insertInto("company_revenue")
    .values(revenue.map((r) => ({ company_id: companyId, ...r })))
    .execute();
}

export const carbonSeeder: CompanySeeder = {
  name: "carbon",
  // Everything the company's own carbon work adds beside its activities goes too: a closed year, a
  // recalculation, a screening or a site left behind would describe data that no longer exists, and reporting
  // settings left behind would label the seeded activities by years they were not stored under.
  tables: [
    "carbon_recalculation_changes",
    "carbon_recalculations",
    "carbon_year_snapshots",
    "carbon_year_closures",
    "scope3_screenings",
    "carbon_evidence_chunks",
    "carbon_evidence_files",
    "carbon_upload_chunks",
    "emission_activities",
    "carbon_monthly_totals",
    "carbon_data_sources",
    "sites",
    "company_revenue",
    "company_reporting_settings",
  ],
  seed: (trx, companyId) => seedCarbon(trx, companyId),
};
