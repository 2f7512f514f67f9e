import { getCompany } from "@esg/db";
import { companySchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { readProcedure, router } from "../trpc";

export const companiesRouter = router({
  /** The signed-in user's company (GET /api/companies/{companyId}). */
  get: readProcedure.output(companySchema).query(async ({ ctx }) => {
    const company = await getCompany(ctx.db, { companyId: ctx.companyId });
    if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
    return company;
  }),
});
