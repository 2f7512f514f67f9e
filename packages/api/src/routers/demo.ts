import { resetCompanyData } from "@esg/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { audit } from "../audit";
import { adminProcedure, readProcedure, router } from "../trpc";

export const demoRouter = router({
  /** Whether the demo is on (DEMO setting), so the UI offers Reset Demo only where it exists. */
  status: readProcedure
    .output(z.object({ enabled: z.boolean() }))
    .query(({ ctx }) => ({ enabled: ctx.demoEnabled })),

  /**
   * Restores the sample data. With DEMO=off a signed-in user gets the same 404 as an unknown path (anonymous
   * callers still get 401, like every protected procedure).
   */
  reset: adminProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    if (!ctx.demoEnabled) throw new TRPCError({ code: "NOT_FOUND", message: "Not found" });
    await resetCompanyData(ctx.db, { companyId: ctx.companyId });
    // The audit log is not company sample data: Reset Demo leaves it, and records itself in it.
    await audit(ctx, { action: "reset", entity: "demo" });
    return { success: true as const };
  }),
});
