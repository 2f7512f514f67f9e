/**
 * GET /api/carbon/activity-types: what the ingest can calculate, read off the factor library and the alias
 * table the activity matcher uses, so the catalogue can never promise an activity the engine refuses (or hide
 * one it takes). One item per activity and publisher edition: diesel has a DESNZ item (UK, litres) and an EPA
 * item (US, gallons), because a script choosing a region needs to know whose factor it will get.
 */
import { z } from "zod";
import { ACTIVITY_ALIASES } from "./ghg/activity-aliases";
import {
  type EmissionFactor,
  listEmissionFactors,
  SPEND_ACTIVITY_PREFIX,
} from "./ghg/emission-factor-library";
import { ghgCategorySchema } from "./ghg/scope-rules";
import { UNITS } from "./ghg/unit-table";
import { canConvert, getUnit } from "./ghg/units";

export const activityTypeSchema = /* @__PURE__ */ z.object({
  /** The activity id a row may name (any alias resolves to it). */
  activity: z.string(),
  /** Other names the matcher takes for this activity (a spend sector's NAICS code). */
  aliases: z.array(z.string()),
  /** Units a row's amount may be given in: the factors' own units and every unit convertible to them. */
  units: z.array(z.string()),
  /** Region codes this publisher's factors cover (ISO 3166 alpha-2 except UK; EU, GLOBAL, US-<eGRID>). */
  regions: z.array(z.string()),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** GHG Protocol scope 3 category; null for scopes 1 and 2. */
  category: ghgCategorySchema.nullable(),
  factorSource: z.string(),
  factorYear: z.number().int(),
});
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activityTypesResponseSchema = /* @__PURE__ */ z.object({ items: z.array(activityTypeSchema) });
export type ActivityTypesResponse = z.infer<typeof activityTypesResponseSchema>;

/** Alias names by the activity id they lead to (an alias naming several ids lists each of them). */
function aliasesByActivity(): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const [name, ids] of Object.entries(ACTIVITY_ALIASES)) {
    for (const id of ids) {
      if (name === id) continue;
      const list = byId.get(id);
      if (list) list.push(name);
      else byId.set(id, [name]);
    }
  }
  return byId;
}

/** The factor's unit and every unit the engine converts into it, the factor's own first. */
function unitsFor(factorUnits: ReadonlySet<string>): string[] {
  const units = [...factorUnits];
  for (const unit of UNITS) {
    if (factorUnits.has(unit.id)) continue;
    const convertible = [...factorUnits].some((id) => {
      const to = getUnit(id);
      return to !== undefined && canConvert(unit, to);
    });
    if (convertible) units.push(unit.id);
  }
  return units;
}

let catalogue: readonly ActivityType[] | undefined;

/** Every activity the engine has a factor for, grouped by publisher edition, in the library's order. */
export function activityCatalogue(): readonly ActivityType[] {
  if (catalogue) return catalogue;
  const aliases = aliasesByActivity();
  const groups = new Map<string, { first: EmissionFactor; regions: Set<string>; units: Set<string> }>();
  for (const f of listEmissionFactors()) {
    const key = JSON.stringify([f.activity, f.source, f.year, f.scope, f.category]);
    const group = groups.get(key);
    if (group) {
      group.regions.add(f.region);
      group.units.add(f.unit);
    } else groups.set(key, { first: f, regions: new Set([f.region]), units: new Set([f.unit]) });
  }
  catalogue = [...groups.values()].map(({ first: f, regions, units }) => {
    const naics = f.activity.startsWith(SPEND_ACTIVITY_PREFIX)
      ? [f.activity.slice(SPEND_ACTIVITY_PREFIX.length)]
      : [];
    return {
      activity: f.activity,
      aliases: [...(aliases.get(f.activity) ?? []), ...naics],
      units: unitsFor(units),
      regions: [...regions].sort(),
      scope: f.scope,
      category: f.category,
      factorSource: f.source,
      factorYear: f.year,
    };
  });
  return catalogue;
}
