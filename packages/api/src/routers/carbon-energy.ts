/**
 * The energy mix (ESRS E1-5) and the scope 3 screening of a reporting year: read by every member, the
 * screening recorded by editors and admins, audited, and refused for a closed year.
 */
import { type Db, listScope3Screening, saveScope3Screening } from "@esg/db";
import { carbonEnergySchema, scope3ScreeningInputSchema, scope3ScreeningSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { assertYearsOpen } from "../closed-years";
import { InputIssuesError } from "../errors";
import { energyYear, loadCarbonEnergy, loadScope3Screening } from "../services/carbon-energy";
import { readProcedure, writeProcedure } from "../trpc";
import { withWrite } from "../write";
import { yearSchema } from "./year-input";

const yearQuerySchema = z.object({ year: yearSchema.optional() }).optional();

/** The year asked for, else the default one; without any data a year must be named. */
async function yearOf(ctx: { db: Db; companyId: number }, year?: number): Promise<number> {
  const chosen = await energyYear(ctx.db, ctx.companyId, year);
  if (chosen === null) {
    const message = "There is no emissions data yet: name the reporting year with ?year=";
    throw new TRPCError({
      code: "BAD_REQUEST",
      message,
      cause: new InputIssuesError(message, [{ path: ["year"], message }]),
    });
  }
  return chosen;
}

export const carbonEnergyProcedures = {
  /** GET /api/carbon/energy?year=YYYY */
  energy: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/energy",
        tag: "Carbon",
        summary: "Energy consumption and mix of a reporting year (ESRS E1-5)",
      },
    })
    .input(yearQuerySchema)
    .output(carbonEnergySchema)
    .query(async ({ ctx, input }) => loadCarbonEnergy(ctx.db, ctx.companyId, await yearOf(ctx, input?.year))),

  /** GET /api/carbon/scope3-screening?year=YYYY */
  scope3Screening: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/scope3-screening",
        tag: "Carbon",
        summary: "The 15 scope 3 categories of a reporting year with their screening status",
      },
    })
    .input(yearQuerySchema)
    .output(scope3ScreeningSchema)
    .query(async ({ ctx, input }) =>
      loadScope3Screening(ctx.db, ctx.companyId, await yearOf(ctx, input?.year)),
    ),

  /**
   * PUT /api/carbon/scope3-screening {year, categories}: records the categories given (the others stay as
   * they were). A category is `calculated` only from its activities, so it cannot be recorded as such.
   */
  updateScope3Screening: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/carbon/scope3-screening",
        tag: "Carbon",
        summary: "Record the scope 3 screening of a reporting year",
        errors: [409],
      },
    })
    .input(scope3ScreeningInputSchema)
    .output(scope3ScreeningSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        await assertYearsOpen(w, [input.year], "changing its scope 3 screening");
        const current = await loadScope3Screening(w.db, ctx.companyId, input.year);
        const issues = input.categories.flatMap((c, i) => {
          const withData = current.categories.find((k) => k.category === c.category)?.tCO2e != null;
          return c.status === "calculated" && !withData
            ? [
                {
                  path: ["categories", String(i), "status"],
                  message: `Category ${c.category} has no activities in ${input.year}: record it as estimated, or upload its activity data`,
                },
              ]
            : [];
        });
        if (issues.length > 0) {
          const message = (issues[0] as { message: string }).message;
          throw new TRPCError({ code: "BAD_REQUEST", message, cause: new InputIssuesError(message, issues) });
        }
        const before = await listScope3Screening(w.db, { companyId: ctx.companyId, year: input.year });
        await saveScope3Screening(w.db, {
          companyId: ctx.companyId,
          year: input.year,
          userId: ctx.user.id,
          now: new Date().toISOString(),
          categories: input.categories,
        });
        const given = new Set(input.categories.map((c) => c.category));
        await w.audit({
          action: "update",
          entity: "scope3_screening",
          entityId: input.year,
          before: before.filter((b) => given.has(b.category as never)),
          after: input.categories,
        });
        return loadScope3Screening(w.db, ctx.companyId, input.year);
      }),
    ),
};
