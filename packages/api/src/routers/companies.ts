import { getCompany, getCompanySettings, updateCompanySettings } from "@esg/db";
import { companySchema, companySettingsSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { audit, changedFields } from "../audit";
import { adminProcedure, readProcedure, router } from "../trpc";

type SettingsCtx = { db: Parameters<typeof getCompanySettings>[0]; companyId: number };

async function settingsOf(ctx: SettingsCtx) {
  const settings = await getCompanySettings(ctx.db, { companyId: ctx.companyId });
  if (!settings) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  return settings;
}

export const companiesRouter = router({
  /** The signed-in user's company (GET /api/companies/{companyId}). */
  get: readProcedure.output(companySchema).query(async ({ ctx }) => {
    const company = await getCompany(ctx.db, { companyId: ctx.companyId });
    if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
    return company;
  }),

  /** GET /api/companies/{companyId}/settings: the locale the company's dates are shown in (issue 20). */
  settings: readProcedure.output(companySettingsSchema).query(({ ctx }) => settingsOf(ctx)),

  /** PUT /api/companies/{companyId}/settings {dateLocale}: admins only, audited like the reporting settings. */
  updateSettings: adminProcedure
    .input(companySettingsSchema)
    .output(companySettingsSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const r = await updateCompanySettings(trx, { companyId: ctx.companyId, settings: input });
        if (!r) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
        await audit(
          { ...ctx, db: trx },
          {
            action: "settings",
            entity: "company",
            entityId: ctx.companyId,
            ...changedFields(r.before, r.after),
          },
        );
        return r.after;
      }),
    ),
});
