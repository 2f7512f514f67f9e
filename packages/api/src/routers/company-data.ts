import { latestCompanyScrape } from "@esg/db";
import { websiteUrlInputSchema } from "@esg/domain";
import {
  scrapeAndVerify,
  scrapeSnapshot,
  scrapeWebsite,
} from "../services/company-data/company-data-service";
import { AMAROQ_SNAPSHOT, POLYUS_SNAPSHOT } from "../services/company-data/snapshots";
import { meteredProcedure, protectedProcedure, router } from "../trpc";

export const companyDataRouter = router({
  /** POST /api/companies/scrape → {data, message}. Up to 11 outbound fetches, so metered. */
  scrape: meteredProcedure("webFetch")
    .input(websiteUrlInputSchema)
    .mutation(({ ctx, input }) => scrapeWebsite(ctx, ctx.companyId, input.websiteUrl, new Date())),
  /**
   * POST /api/companies/scrape-with-verification → {data, academicAnalysis, verification, message}. The crawl
   * plus one model call for the cross-check: both budgets.
   */
  scrapeWithVerification: meteredProcedure("webFetch", "aiQuery")
    .input(websiteUrlInputSchema)
    .mutation(({ ctx, input }) => scrapeAndVerify(ctx, ctx.companyId, input.websiteUrl, new Date())),
  /**
   * POST /api/companies/scrape-amaroq → {data, academicAnalysis, message} from the bundled snapshot. The demo
   * cards parse bundled HTML and make no outbound fetch or model call, so they stay unmetered.
   */
  scrapeAmaroq: protectedProcedure.mutation(({ ctx }) =>
    scrapeSnapshot(ctx.db, ctx.companyId, "demo-amaroq", AMAROQ_SNAPSHOT, new Date()),
  ),
  /** POST /api/companies/scrape-polyus → {data, academicAnalysis, message} from the bundled snapshot. */
  scrapePolyus: protectedProcedure.mutation(({ ctx }) =>
    scrapeSnapshot(ctx.db, ctx.companyId, "demo-polyus", POLYUS_SNAPSHOT, new Date()),
  ),
  /** The company's most recent extraction, so the tab can show it again (tRPC only). */
  latest: protectedProcedure.query(({ ctx }) => latestCompanyScrape(ctx.db, { companyId: ctx.companyId })),
});
