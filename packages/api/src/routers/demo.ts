import { resetCompanyData } from "@esg/db";
import { DEMO_COMPANY_ID } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { adminProcedure, readProcedure, router } from "../trpc";
import { withWrite } from "../write";

export const demoRouter = router({
  /**
   * Whether Reset Demo exists for the caller: the demo is on (DEMO setting) and the caller belongs to the demo
   * company. Another organisation has no sample data to restore: a reset would replace its own figures with
   * the demo's.
   */
  status: readProcedure
    .output(z.object({ enabled: z.boolean() }))
    .query(({ ctx }) => ({ enabled: ctx.demoEnabled && ctx.companyId === DEMO_COMPANY_ID })),

  /**
   * Restores the demo company's sample data. With DEMO=off, or for any other company, a signed-in user gets the
   * same 404 as an unknown path (anonymous callers still get 401, like every protected procedure).
   */
  reset: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/demo/reset",
        tag: "Demo",
        summary: "Restore the demo data of your company",
        errors: [404],
      },
    })
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (!ctx.demoEnabled || ctx.companyId !== DEMO_COMPANY_ID)
        throw new TRPCError({ code: "NOT_FOUND", message: "Not found" });
      await withWrite(ctx, async (w) => {
        await resetCompanyData(w.db, { companyId: ctx.companyId });
        // The audit log is not company sample data: Reset Demo leaves it, and records itself in it.
        await w.audit({ action: "reset", entity: "demo" });
      });
      return { success: true as const };
    }),
});
