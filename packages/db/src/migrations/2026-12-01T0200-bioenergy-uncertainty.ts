import { type ExpressionBuilder, type Kysely, sql } from "kysely";

/**
 * Biomass and biofuel rows took the purchased-fuel default (±5% factor, a fossil fuel's CO2 factor), but their
 * scope 1 factor is combustion CH4 and N2O only; the defaults table now gives them their own kind, `bioenergy`,
 * at ±84% (@esg/domain uncertainty/bioenergy-default.ts). Rows that still carry the old default (basis
 * `default:fuel_purchase`, factor ±5%) move to it; a row whose figures were stated on upload keeps them. The
 * fuels and the percentage are written out, so the migration stays as landed. Rows of closed years stay as
 * their snapshot froze them. Each company whose rows changed gets one audit entry. Frozen once landed.
 */
const NAME = "2026-12-01T0200-bioenergy-uncertainty";
const BIOENERGY_FUELS = [
  "wood_logs",
  "wood_chips",
  "wood_pellets",
  "grass_straw",
  "biogas",
  "landfill_gas",
  "biopropane",
  "off_road_biodiesel",
  "biodiesel",
  "biodiesel_uco",
  "biodiesel_tallow",
  "biodiesel_hvo",
  "bioethanol",
  "biomethane_compressed",
  "biomethane_liquefied",
  "methanol_bio",
  "development_diesel",
  "development_petrol",
  "avtur_renewable",
];
const OLD = { basis: "default:fuel_purchase", factorPct: 5 };
const NEW = { basis: "default:bioenergy", factorPct: 84 };

type Eb = ExpressionBuilder<any, "emission_activities">;

/** The company and year of each closed year: its latest close/reopen entry is "closed". */
async function closedYears(db: Kysely<any>): Promise<[number, number][]> {
  const rows = await db
    .selectFrom("carbon_year_closures")
    .select(["company_id", "reporting_year", "action"])
    .orderBy("id")
    .execute();
  const state = new Map<string, [number, number, string]>();
  for (const r of rows)
    state.set(`${r.company_id}|${r.reporting_year}`, [r.company_id, r.reporting_year, r.action]);
  return [...state.values()].filter(([, , action]) => action === "closed").map(([c, y]) => [c, y]);
}

export async function up(db: Kysely<any>): Promise<void> {
  const closed = await closedYears(db);
  const stale = (eb: Eb) =>
    eb.and([
      eb("activity", "in", BIOENERGY_FUELS),
      eb("derived_kind", "is", null),
      eb("quality_basis", "=", OLD.basis),
      eb("factor_uncertainty_pct", "=", OLD.factorPct),
      closed.length === 0
        ? eb.lit(true)
        : eb.not(
            eb.or(closed.map(([c, y]) => eb.and([eb("company_id", "=", c), eb("reporting_year", "=", y)]))),
          ),
    ]);
  const touched = await db
    .selectFrom("emission_activities")
    .select(["company_id", sql<number | string>`count(*)`.as("n")])
    .where(stale)
    .groupBy("company_id")
    .orderBy("company_id")
    .execute();
  if (touched.length === 0) return;

  await db
    .updateTable("emission_activities")
    .set({ factor_uncertainty_pct: NEW.factorPct, quality_basis: NEW.basis })
    .where(stale)
    .execute();

  const at = new Date().toISOString();
  await db
    .insertInto("audit_log")
    .values(
      touched.map((t) => ({
        company_id: t.company_id,
        at,
        user_id: null,
        user_name: `Database migration ${NAME}`,
        user_role: null,
        action: "recalculate",
        entity: "company_data",
        entity_id: null,
        before: JSON.stringify({ factorUncertaintyPct: OLD.factorPct, qualityBasis: OLD.basis }),
        after: JSON.stringify({
          bioenergyUncertainty: {
            activities: Number(t.n),
            factorUncertaintyPct: NEW.factorPct,
            qualityBasis: NEW.basis,
          },
        }),
      })),
    )
    .execute();
}

/** Back to the purchased-fuel default, for the rows this moved (and any stored since with the new one). */
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("emission_activities")
    .set({ factor_uncertainty_pct: OLD.factorPct, quality_basis: OLD.basis })
    .where("quality_basis", "=", NEW.basis)
    .where("factor_uncertainty_pct", "=", NEW.factorPct)
    .execute();
}
