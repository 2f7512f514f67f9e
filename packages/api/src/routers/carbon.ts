import {
  countCarbonDataSources,
  eachEmissionActivity,
  eachUploadChunk,
  emissionSummary,
  evidenceLabelsBySource,
  getDataSource,
  getDataSourceContent,
  getReportingSettings,
  hasUploadChunks,
  listCarbonDataSources,
  listClosedYears,
  listEmissionActivities,
  listSites,
  listYearSnapshots,
  loadCoverageCells,
  lockReportingSettings,
  restateReportingYears,
  saveReportingSettings,
  voidDataSource,
} from "@esg/db";
import {
  type Consolidation,
  carbonAnalysisSchema,
  carbonCoverageGrid,
  carbonCoverageInputSchema,
  carbonCoverageSchema,
  carbonDataSourceSchema,
  carbonEmissionsQuerySchema,
  carbonEmissionsResponseSchema,
  carbonIngestInputSchema,
  carbonIngestResultSchema,
  carbonSourcesQuerySchema,
  csvChunks,
  EMISSIONS_EXPORT_HEADER,
  emissionsExportRow,
  frozenConsolidation,
  idSchema,
  monthKeysOfYear,
  reportingPeriod,
  reportingSettingsSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { changedFields } from "../audit";
import { refuseClosedSource } from "../closed-years";
import { ApiError } from "../errors";
import { CSV_MEDIA_TYPE } from "../rest/declaration";
import { inventoryOf, loadCarbonAnalysis } from "../services/carbon-analysis";
import { recalculateYear, recalculationResultSchema } from "../services/carbon-recalculate";
import { fileAnswerSchema } from "../services/file-output";
import { closedYearMessage } from "../services/ingest/messages";
import { ingestCarbonData } from "../services/ingest/payload-ingest";
import { filteredPagedList, objectPage } from "../services/list-page";
import { changeYearClosure } from "../services/year-closure";
import { adminProcedure, exportProcedure, readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";
import { carbonCatalogueProcedures } from "./carbon-catalogue";
import { carbonEnergyProcedures } from "./carbon-energy";
import { carbonEvidenceProcedures } from "./carbon-evidence";
import { carbonReviewProcedures } from "./carbon-review";
import { carbonUncertaintyProcedures } from "./carbon-uncertainty";
import { carbonUploadProcedures } from "./carbon-uploads";
import { yearSchema } from "./year-input";

const reasonSchema = z
  .string()
  .trim()
  .min(1, "Give a reason")
  .max(500, "Reason must be at most 500 characters");
const emissionsFilterSchema = carbonEmissionsQuerySchema.omit({ page: true, pageSize: true });

/**
 * The activity-date bounds of a reporting year under the company's fiscal year, and the consolidation (the
 * approach and the sites) the list and export count each activity under.
 */
async function filterOf(
  ctx: { db: Parameters<typeof getReportingSettings>[0]; companyId: number },
  q: { year?: number; scope?: number; sourceId?: number; dataQuality?: number },
) {
  const [settings, sites, frozen] = await Promise.all([
    getReportingSettings(ctx.db, ctx),
    listSites(ctx.db, { companyId: ctx.companyId }),
    q.year === undefined ? [] : listYearSnapshots(ctx.db, { companyId: ctx.companyId, years: [q.year] }),
  ]);
  const range = q.year === undefined ? {} : reportingPeriod(q.year, settings.fiscalYearStartMonth);
  const { start: from, end: to } = range as { start?: string; end?: string };
  // A closed year is listed under the approach and sites it was closed with, as its analysis is.
  const consolidation: Consolidation = frozen[0]
    ? frozenConsolidation(frozen[0])
    : { approach: settings.consolidationApproach, sites };
  return {
    filter: {
      companyId: ctx.companyId,
      from,
      to,
      scope: q.scope,
      sourceId: q.sourceId,
      dataQuality: q.dataQuality,
    },
    consolidation,
  };
}

export const carbonRouter = router({
  /** GET /api/carbon/analysis[?year=YYYY]; the service validates it against `carbonAnalysisSchema`. */
  analysis: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/analysis",
        tag: "Carbon",
        summary: "Carbon footprint analysis for a reporting year",
        documentedOutput: carbonAnalysisSchema,
        keptUntilDataChanges: true,
      },
    })
    .input(z.object({ year: yearSchema.optional() }).optional())
    .query(({ ctx, input }) => loadCarbonAnalysis(ctx.db, ctx.companyId, input?.year)),

  /**
   * GET /api/carbon/coverage?year=YYYY: which of the fiscal year's months hold counted activities, by source
   * type and by site (carbon-coverage-grid.ts), read from the monthly rollup: two small queries.
   */
  coverage: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/coverage",
        tag: "Carbon",
        summary: "Which months of a reporting year hold activity data, by source type and by site",
      },
    })
    .input(carbonCoverageInputSchema)
    .output(carbonCoverageSchema)
    .query(async ({ ctx, input }) => {
      const { fiscalYearStartMonth } = await getReportingSettings(ctx.db, ctx);
      const months = monthKeysOfYear(input.year, fiscalYearStartMonth);
      const { cells, sites } = await loadCoverageCells(ctx.db, {
        companyId: ctx.companyId,
        from: months[0] as string,
        to: months[11] as string,
      });
      return carbonCoverageGrid({ year: input.year, fiscalYearStartMonth, cells, sites });
    }),

  /**
   * GET /api/carbon/sources/{companyId}[?reviewStatus=pending][&page=&pageSize=]: uploads, newest first,
   * failed, voided, pending and rejected ones included, each with its review status. The spec's bare array;
   * a page of it carries its total and links in headers, as the module lists do.
   */
  sources: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/sources/:companyId",
        tag: "Carbon",
        summary: "List the carbon data uploads, optionally those of one review status",
      },
    })
    .input(carbonSourcesQuerySchema.optional())
    .output(z.array(carbonDataSourceSchema))
    .query(({ ctx, input }) => {
      const filter = { companyId: ctx.companyId, reviewStatus: input?.reviewStatus };
      return filteredPagedList(
        ctx,
        input,
        {
          path: `/api/carbon/sources/${ctx.companyId}`,
          query: { reviewStatus: input?.reviewStatus },
          count: () => countCarbonDataSources(ctx.db, filter),
        },
        (page) => listCarbonDataSources(ctx.db, { ...filter, page }),
      );
    }),

  /** GET /api/carbon/emissions/{companyId}?year=&scope=&sourceId=&page=&pageSize= */
  emissions: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/emissions/:companyId",
        tag: "Carbon",
        summary: "Page through emission activities with a summary",
      },
    })
    .input(carbonEmissionsQuerySchema.optional())
    .output(carbonEmissionsResponseSchema)
    .query(async ({ ctx, input }) => {
      const q = input ?? carbonEmissionsQuerySchema.parse({});
      const { filter, consolidation } = await filterOf(ctx, q);
      const after = q.cursor ? { date: q.cursor.d, id: q.cursor.i } : undefined;
      const [read, { summary, count }, inventory] = await Promise.all([
        listEmissionActivities(ctx.db, {
          ...filter,
          consolidation,
          page: q.page,
          pageSize: q.pageSize,
          after,
          limit: q.pageSize + 1,
        }),
        emissionSummary(ctx.db, { ...filter, consolidation }),
        inventoryOf(ctx.db, ctx.companyId),
      ]);
      const years = inventory.years.map((y) => y.year).filter((y) => q.year === undefined || y === q.year);
      const { rows, fields } = objectPage(ctx, {
        read,
        page: { page: q.cursor?.p ?? q.page, pageSize: q.pageSize },
        total: count,
        path: `/api/carbon/emissions/${ctx.companyId}`,
        query: { year: q.year, scope: q.scope, sourceId: q.sourceId, dataQuality: q.dataQuality },
        cursorWalk: q.cursor !== undefined,
        cursorOf: (a) => ({ d: a.activityDate, i: a.id }),
      });
      return {
        emissions: rows,
        summary: { ...summary, consolidationApproach: consolidation.approach, years },
        ...fields,
      };
    }),

  /** POST /api/carbon/ingest */
  ingest: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/ingest",
        tag: "Carbon",
        summary: "Upload activity data and calculate its emissions",
        errors: [409],
      },
    })
    .input(carbonIngestInputSchema)
    .output(carbonIngestResultSchema)
    .mutation(({ ctx, input }) => ingestCarbonData(ctx, input, new Date())),

  /** GET /api/carbon/emissions/{companyId}/export.csv: the filtered activities with every audit column. */
  exportEmissions: exportProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/emissions/:companyId/export.csv",
        tag: "Carbon",
        summary: "Export the filtered emission activities as CSV",
        response: "file",
        fileTypes: [CSV_MEDIA_TYPE],
      },
    })
    .input(emissionsFilterSchema.optional())
    .output(fileAnswerSchema)
    .query(async ({ ctx, input }) => {
      const q = emissionsFilterSchema.parse(input ?? {});
      const { filter, consolidation } = await filterOf(ctx, q);
      // Read a page of activities at a time as the socket takes the text, never the whole export at once.
      // Evidence is per data source: one small query names every source's files for every row.
      const evidence = await evidenceLabelsBySource(ctx.db, { companyId: ctx.companyId });
      async function* rows() {
        for await (const a of eachEmissionActivity(ctx.db, filter, consolidation)) {
          yield emissionsExportRow(a, evidence.get(a.dataSourceId) ?? null);
        }
      }
      const name = [
        "emissions",
        q.year,
        q.scope ? `scope${q.scope}` : null,
        q.sourceId ? `source${q.sourceId}` : null,
        q.dataQuality ? `quality${q.dataQuality}` : null,
      ]
        .filter(Boolean)
        .join("-");
      return {
        filename: `${name}.csv`,
        mimeType: "text/csv; charset=utf-8",
        body: csvChunks(EMISSIONS_EXPORT_HEADER, rows()),
      };
    }),

  ...carbonUploadProcedures,
  ...carbonCatalogueProcedures,
  ...carbonEvidenceProcedures,
  ...carbonReviewProcedures,
  ...carbonEnergyProcedures,
  ...carbonUncertaintyProcedures,

  /** POST /api/carbon/sources/{id}/void {reason}: the upload leaves every total; nothing is deleted. */
  voidSource: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/sources/:id/void",
        tag: "Carbon",
        summary: "Void an upload (its activities leave every total)",
        errors: [409],
      },
    })
    .input(z.object({ id: idSchema, reason: reasonSchema }))
    .output(carbonDataSourceSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const source = await getDataSource(w.db, { companyId: ctx.companyId, id: input.id });
        if (!source) throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
        // Voiding takes the upload's activities out of every month they fall in: none may be in a closed year.
        await refuseClosedSource(w, input.id, "voiding an upload with activities in it");
        const done = await voidDataSource(w.db, {
          companyId: ctx.companyId,
          id: input.id,
          userId: ctx.user.id,
          reason: input.reason,
          at: new Date().toISOString(),
        });
        if (!done) {
          // Read again: a void that won a race since the first read is "already voided", not "not processed".
          const now = await getDataSource(w.db, { companyId: ctx.companyId, id: input.id });
          const why = now?.voided_at ? "is already voided" : "was not processed";
          throw new ApiError({
            code: "CONFLICT",
            reason: "invalid_transition",
            message: `Data source #${input.id} ${why}`,
          });
        }
        await w.audit({
          action: "void",
          entity: "carbon_data_source",
          entityId: input.id,
          after: { reason: input.reason },
        });
        await w.emit({ type: "source.voided", data: { sourceId: input.id, reason: input.reason } });
        const sources = await listCarbonDataSources(w.db, { companyId: ctx.companyId });
        return sources.find((s) => s.id === input.id) as (typeof sources)[number];
      }),
    ),

  /** GET /api/carbon/sources/{id}/content: the upload as it was submitted. */
  sourceContent: exportProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/sources/:id/content",
        tag: "Carbon",
        summary: "Download an upload as it was submitted",
        response: "file",
        fileTypes: [CSV_MEDIA_TYPE, "application/json"],
      },
    })
    .input(z.object({ id: idSchema }))
    .output(fileAnswerSchema)
    .query(async ({ ctx, input }) => {
      const found = await getDataSourceContent(ctx.db, { companyId: ctx.companyId, id: input.id });
      if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
      const csv = found.contentType === "text/csv";
      const base = (found.fileName ?? `${found.sourceType}-${input.id}`).replace(/\.(csv|json)$/i, "");
      const file = {
        filename: `${base}.${csv ? "csv" : "json"}`,
        mimeType: csv ? "text/csv; charset=utf-8" : "application/json",
      };
      if (found.content !== null) return { ...file, encoding: "utf8" as const, content: found.content };
      // A streamed upload keeps its file in ~1 MiB pieces: they are sent one at a time as they are read.
      const ids = { companyId: ctx.companyId, uploadId: input.id };
      if (await hasUploadChunks(ctx.db, ids)) return { ...file, body: eachUploadChunk(ctx.db, ids) };
      throw new TRPCError({
        code: "NOT_FOUND",
        message: "This upload's content was not kept (it was uploaded before uploads kept their content)",
      });
    }),

  /** GET /api/companies/{companyId}/reporting-settings */
  reportingSettings: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/reporting-settings",
        tag: "Carbon",
        summary: "The carbon reporting settings",
      },
    })
    .output(reportingSettingsSchema)
    .query(({ ctx }) => getReportingSettings(ctx.db, { companyId: ctx.companyId })),

  /** PUT /api/companies/{companyId}/reporting-settings (admins only). */
  updateReportingSettings: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/companies/:companyId/reporting-settings",
        tag: "Carbon",
        summary: "Change the carbon reporting settings",
        errors: [409],
      },
    })
    .input(reportingSettingsSchema)
    .output(reportingSettingsSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        await lockReportingSettings(w.db, { companyId: ctx.companyId });
        const before = await getReportingSettings(w.db, { companyId: ctx.companyId });
        // A new fiscal start would move months into and out of closed years; other settings leave them frozen.
        if (input.fiscalYearStartMonth !== before.fiscalYearStartMonth) {
          const closed = (await listClosedYears(w.db, { companyId: ctx.companyId })).sort((a, b) => a - b);
          if (closed.length > 0) {
            throw new ApiError({
              code: "CONFLICT",
              reason: "year_closed",
              message: closedYearMessage(closed, "changing the fiscal year start"),
            });
          }
        }
        await saveReportingSettings(w.db, {
          companyId: ctx.companyId,
          settings: input,
          now: new Date().toISOString(),
        });
        const after = await getReportingSettings(w.db, { companyId: ctx.companyId });
        // Each activity stores the fiscal year it falls in: a new start month moves months between years.
        if (after.fiscalYearStartMonth !== before.fiscalYearStartMonth) {
          await restateReportingYears(w.db, {
            companyId: ctx.companyId,
            startMonth: after.fiscalYearStartMonth,
          });
        }
        await w.audit({
          action: "settings",
          entity: "reporting_settings",
          entityId: ctx.companyId,
          ...changedFields(before, after),
        });
        return after;
      }),
    ),

  /**
   * POST /api/carbon/years/{year}/close {reason?}: the year is frozen as a snapshot (figures, settings, sites)
   * and takes no writes to its months until reopened; missing months stay missing ("closed with gaps").
   */
  closeYear: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/years/:year/close",
        tag: "Carbon",
        summary: "Close a reporting year to changes",
        errors: [409],
      },
    })
    .input(z.object({ year: yearSchema, reason: reasonSchema.nullish() }))
    .output(z.object({ year: z.number().int(), closed: z.boolean() }))
    .mutation(({ ctx, input }) =>
      changeYearClosure(ctx, { year: input.year, closed: true, reason: input.reason ?? null }),
    ),

  /** POST /api/carbon/years/{year}/reopen {reason}: recorded with who and why. */
  reopenYear: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/years/:year/reopen",
        tag: "Carbon",
        summary: "Reopen a closed reporting year",
        errors: [409],
      },
    })
    .input(z.object({ year: yearSchema, reason: reasonSchema }))
    .output(z.object({ year: z.number().int(), closed: z.boolean() }))
    .mutation(({ ctx, input }) =>
      changeYearClosure(ctx, { year: input.year, closed: false, reason: input.reason }),
    ),

  /** POST /api/carbon/recalculate {year}: that year's activities with the current factor library. */
  recalculate: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/recalculate",
        tag: "Carbon",
        summary: "Recalculate a year with the current emission factors",
        errors: [409],
      },
    })
    .input(z.object({ year: yearSchema }))
    .output(recalculationResultSchema)
    .mutation(({ ctx, input }) => recalculateYear(ctx, input.year, new Date())),
});
