import { resetCompanyData } from "@esg/db";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc";

export const demoRouter = router({
  reset: protectedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await resetCompanyData(ctx.db, { companyId: ctx.companyId });
    return { success: true as const };
  }),
});
