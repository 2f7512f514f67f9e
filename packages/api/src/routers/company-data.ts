import { latestCompanyScrape } from "@esg/db";
import { ROLE_GROUPS, websiteUrlInputSchema } from "@esg/domain";
import {
  scrapeAndVerify,
  scrapeSnapshot,
  scrapeWebsite,
  storeScrape,
} from "../services/company-data/company-data-service";
import { AMAROQ_SNAPSHOT, POLYUS_SNAPSHOT } from "../services/company-data/snapshots";
import { meteredProcedure, readProcedure, router, writeProcedure } from "../trpc";

export const companyDataRouter = router({
  /** POST /api/companies/scrape → {data, message}. Up to 11 outbound fetches, so metered. */
  scrape: meteredProcedure("webFetch")
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/scrape",
        tag: "Company data",
        summary: "Extract ESG data from a company website",
        errors: [429],
      },
    })
    .meta({ roles: ROLE_GROUPS.write })
    .input(websiteUrlInputSchema)
    .mutation(async ({ ctx, input }) =>
      storeScrape(ctx, "scrape", await scrapeWebsite(ctx, input.websiteUrl, new Date())),
    ),
  /**
   * POST /api/companies/scrape-with-verification → {data, academicAnalysis, verification, message}. The crawl
   * plus one model call for the cross-check: both budgets.
   */
  scrapeWithVerification: meteredProcedure("webFetch", "aiQuery")
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/scrape-with-verification",
        tag: "Company data",
        summary: "Extract ESG data from a website and cross-check it with the analyst",
        errors: [429],
      },
    })
    .meta({ roles: ROLE_GROUPS.write })
    .input(websiteUrlInputSchema)
    .mutation(async ({ ctx, input }) =>
      storeScrape(ctx, "verified", await scrapeAndVerify(ctx, input.websiteUrl, new Date())),
    ),
  /**
   * POST /api/companies/scrape-amaroq → {data, academicAnalysis, message} from the bundled snapshot. The demo
   * cards parse bundled HTML and make no outbound fetch or model call, so they stay unmetered.
   */
  scrapeAmaroq: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/scrape-amaroq",
        tag: "Company data",
        summary: "Extract the bundled Amaroq snapshot (demo card)",
      },
    })
    .mutation(({ ctx }) => storeScrape(ctx, "demo-amaroq", scrapeSnapshot(AMAROQ_SNAPSHOT, new Date()))),
  /** POST /api/companies/scrape-polyus → {data, academicAnalysis, message} from the bundled snapshot. */
  scrapePolyus: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/scrape-polyus",
        tag: "Company data",
        summary: "Extract the bundled Polyus snapshot (demo card)",
      },
    })
    .mutation(({ ctx }) => storeScrape(ctx, "demo-polyus", scrapeSnapshot(POLYUS_SNAPSHOT, new Date()))),
  /** The company's most recent extraction, so the tab can show it again (tRPC only). */
  latest: readProcedure.query(({ ctx }) => latestCompanyScrape(ctx.db, { companyId: ctx.companyId })),
});
