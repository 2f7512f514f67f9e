import {
  eachEmissionActivity,
  emissionSummary,
  getDataSource,
  getDataSourceContent,
  getReportingSettings,
  listCarbonDataSources,
  listEmissionActivities,
  recordYearClosure,
  saveReportingSettings,
  voidDataSource,
} from "@esg/db";
import {
  carbonDataSourceSchema,
  carbonEmissionsQuerySchema,
  carbonEmissionsResponseSchema,
  carbonIngestInputSchema,
  carbonIngestResultSchema,
  EMISSIONS_EXPORT_HEADER,
  emissionsExportRow,
  idSchema,
  reportingPeriod,
  reportingSettingsSchema,
  toCsv,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { inventoryOf, loadCarbonAnalysis } from "../services/carbon-analysis";
import { ingestCarbonData } from "../services/carbon-ingest";
import { recalculateYear, recalculationResultSchema } from "../services/carbon-recalculate";
import { fileOutputSchema } from "../services/reports";
import { protectedProcedure, router } from "../trpc";

/** A reporting year from a path, query or body: four digits as text, or a whole number (`2e3` is refused). */
const yearSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ],
    { error: "Year must be a four-digit year" },
  )
  .pipe(
    z
      .int("Year must be a whole number")
      .min(1990, "Year must be 1990 or later")
      .max(2100, "Year must be 2100 or earlier"),
  );
const reasonSchema = z
  .string()
  .trim()
  .min(1, "Give a reason")
  .max(500, "Reason must be at most 500 characters");
const emissionsFilterSchema = carbonEmissionsQuerySchema.omit({ page: true, pageSize: true });

/** The activity-date bounds of a reporting year under the company's fiscal year. */
async function filterOf(
  ctx: { db: Parameters<typeof getReportingSettings>[0]; companyId: number },
  q: { year?: number; scope?: number; sourceId?: number },
) {
  const range =
    q.year === undefined
      ? {}
      : reportingPeriod(q.year, (await getReportingSettings(ctx.db, ctx)).fiscalYearStartMonth);
  const { start: from, end: to } = range as { start?: string; end?: string };
  return { companyId: ctx.companyId, from, to, scope: q.scope, sourceId: q.sourceId };
}

export const carbonRouter = router({
  /** GET /api/carbon/sources/{companyId}: uploads, newest first, failed and voided ones included. */
  sources: protectedProcedure
    .output(z.array(carbonDataSourceSchema))
    .query(({ ctx }) => listCarbonDataSources(ctx.db, { companyId: ctx.companyId })),

  /** GET /api/carbon/emissions/{companyId}?year=&scope=&sourceId=&page=&pageSize= */
  emissions: protectedProcedure
    .input(carbonEmissionsQuerySchema.optional())
    .output(carbonEmissionsResponseSchema)
    .query(async ({ ctx, input }) => {
      const q = carbonEmissionsQuerySchema.parse(input ?? {});
      const filter = await filterOf(ctx, q);
      const [emissions, { summary, count }, inventory] = await Promise.all([
        listEmissionActivities(ctx.db, { ...filter, page: q.page, pageSize: q.pageSize }),
        emissionSummary(ctx.db, filter),
        inventoryOf(ctx.db, ctx.companyId),
      ]);
      const years = inventory.years.map((y) => y.year).filter((y) => q.year === undefined || y === q.year);
      return { emissions, summary: { ...summary, years }, page: q.page, pageSize: q.pageSize, total: count };
    }),

  /** GET /api/carbon/emissions/{companyId}/export.csv: the filtered activities with every audit column. */
  exportEmissions: protectedProcedure
    .input(emissionsFilterSchema.optional())
    .output(fileOutputSchema)
    .query(async ({ ctx, input }) => {
      const q = emissionsFilterSchema.parse(input ?? {});
      const rows = [];
      for await (const a of eachEmissionActivity(ctx.db, await filterOf(ctx, q)))
        rows.push(emissionsExportRow(a));
      const name = [
        "emissions",
        q.year,
        q.scope ? `scope${q.scope}` : null,
        q.sourceId ? `source${q.sourceId}` : null,
      ]
        .filter(Boolean)
        .join("-");
      return {
        filename: `${name}.csv`,
        mimeType: "text/csv; charset=utf-8",
        encoding: "utf8" as const,
        content: toCsv(EMISSIONS_EXPORT_HEADER, rows),
      };
    }),

  /** GET /api/carbon/analysis[?year=YYYY]; the service validates it against `carbonAnalysisSchema`. */
  analysis: protectedProcedure
    .input(z.object({ year: yearSchema.optional() }).optional())
    .query(({ ctx, input }) => loadCarbonAnalysis(ctx.db, ctx.companyId, input?.year)),

  /** POST /api/carbon/ingest */
  ingest: protectedProcedure
    .input(carbonIngestInputSchema)
    .output(carbonIngestResultSchema)
    .mutation(({ ctx, input }) => ingestCarbonData(ctx.db, ctx.companyId, input, new Date())),

  /** POST /api/carbon/sources/{id}/void {reason}: the upload leaves every total; nothing is deleted. */
  voidSource: protectedProcedure
    .input(z.object({ id: idSchema, reason: reasonSchema }))
    .output(carbonDataSourceSchema)
    .mutation(async ({ ctx, input }) => {
      const source = await getDataSource(ctx.db, { companyId: ctx.companyId, id: input.id });
      if (!source) throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
      const done = await voidDataSource(ctx.db, {
        companyId: ctx.companyId,
        id: input.id,
        userId: ctx.user.id,
        reason: input.reason,
        at: new Date().toISOString(),
      });
      if (!done) {
        const why = source.voided_at ? "is already voided" : "was not processed";
        throw new TRPCError({ code: "CONFLICT", message: `Data source #${input.id} ${why}` });
      }
      const sources = await listCarbonDataSources(ctx.db, { companyId: ctx.companyId });
      return sources.find((s) => s.id === input.id) as (typeof sources)[number];
    }),

  /** GET /api/carbon/sources/{id}/content: the upload as it was submitted. */
  sourceContent: protectedProcedure
    .input(z.object({ id: idSchema }))
    .output(fileOutputSchema)
    .query(async ({ ctx, input }) => {
      const found = await getDataSourceContent(ctx.db, { companyId: ctx.companyId, id: input.id });
      if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
      if (found.content === null) {
        throw new TRPCError({
          code: "NOT_FOUND",
          message: "This upload's content was not kept (uploaded before issue 15)",
        });
      }
      const csv = found.contentType === "text/csv";
      const base = (found.fileName ?? `${found.sourceType}-${input.id}`).replace(/\.(csv|json)$/i, "");
      return {
        filename: `${base}.${csv ? "csv" : "json"}`,
        mimeType: csv ? "text/csv; charset=utf-8" : "application/json",
        encoding: "utf8" as const,
        content: found.content,
      };
    }),

  /** GET /api/companies/{companyId}/reporting-settings */
  reportingSettings: protectedProcedure
    .output(reportingSettingsSchema)
    .query(({ ctx }) => getReportingSettings(ctx.db, { companyId: ctx.companyId })),

  /** PUT /api/companies/{companyId}/reporting-settings (admin once roles exist, issue 16). */
  updateReportingSettings: protectedProcedure
    .input(reportingSettingsSchema)
    .output(reportingSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      await saveReportingSettings(ctx.db, {
        companyId: ctx.companyId,
        settings: input,
        now: new Date().toISOString(),
      });
      return getReportingSettings(ctx.db, { companyId: ctx.companyId });
    }),

  /** POST /api/carbon/years/{year}/close {reason?}: a closed year is complete and takes no new uploads. */
  closeYear: protectedProcedure
    .input(z.object({ year: yearSchema, reason: reasonSchema.nullish() }))
    .output(z.object({ year: z.number().int(), closed: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const inventory = await inventoryOf(ctx.db, ctx.companyId);
      if (inventory.coverage.find((c) => c.year === input.year)?.closed) {
        throw new TRPCError({ code: "CONFLICT", message: `Reporting year ${input.year} is already closed` });
      }
      await recordYearClosure(ctx.db, {
        companyId: ctx.companyId,
        year: input.year,
        action: "closed",
        userId: ctx.user.id,
        reason: input.reason ?? null,
        at: new Date().toISOString(),
      });
      return { year: input.year, closed: true };
    }),

  /** POST /api/carbon/years/{year}/reopen {reason}: recorded with who and why. */
  reopenYear: protectedProcedure
    .input(z.object({ year: yearSchema, reason: reasonSchema }))
    .output(z.object({ year: z.number().int(), closed: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const inventory = await inventoryOf(ctx.db, ctx.companyId);
      if (!inventory.coverage.find((c) => c.year === input.year)?.closed) {
        throw new TRPCError({ code: "CONFLICT", message: `Reporting year ${input.year} is not closed` });
      }
      await recordYearClosure(ctx.db, {
        companyId: ctx.companyId,
        year: input.year,
        action: "reopened",
        userId: ctx.user.id,
        reason: input.reason,
        at: new Date().toISOString(),
      });
      return { year: input.year, closed: false };
    }),

  /** POST /api/carbon/recalculate {year}: that year's activities with the current factor library. */
  recalculate: protectedProcedure
    .input(z.object({ year: yearSchema }))
    .output(recalculationResultSchema)
    .mutation(({ ctx, input }) =>
      recalculateYear(ctx.db, ctx.companyId, input.year, ctx.user.id, new Date()),
    ),
});
