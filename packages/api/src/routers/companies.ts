import {
  dismissOnboarding,
  getCompany,
  getCompanyProfile,
  getCompanySettings,
  getOnboardingFacts,
  updateCompanyProfile,
  updateCompanySettings,
} from "@esg/db";
import {
  companyProfileInputSchema,
  companyProfileSchema,
  companySchema,
  companySettingsSchema,
  onboardingOf,
  onboardingSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { changedFields } from "../audit";
import { adminProcedure, readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

type SettingsCtx = { db: Parameters<typeof getCompanySettings>[0]; companyId: number };

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: "Company not found" });

async function onboardingState(ctx: SettingsCtx) {
  const r = await getOnboardingFacts(ctx.db, { companyId: ctx.companyId, now: new Date().toISOString() });
  if (!r) throw notFound();
  return onboardingOf(r.facts, r.dismissed);
}

async function settingsOf(ctx: SettingsCtx) {
  const settings = await getCompanySettings(ctx.db, { companyId: ctx.companyId });
  if (!settings) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  return settings;
}

export const companiesRouter = router({
  /** The signed-in user's company (GET /api/companies/{companyId}). */
  get: readProcedure
    .meta({
      rest: { method: "GET", path: "/api/companies/:companyId", tag: "Companies", summary: "Your company" },
    })
    .output(companySchema)
    .query(async ({ ctx }) => {
      const company = await getCompany(ctx.db, { companyId: ctx.companyId });
      if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
      return company;
    }),

  /** GET /api/companies/{companyId}/settings: the locale the company's dates are shown in. */
  settings: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/settings",
        tag: "Companies",
        summary: "The company's settings: the locale its dates are shown in",
      },
    })
    .output(companySettingsSchema)
    .query(({ ctx }) => settingsOf(ctx)),

  /** PUT /api/companies/{companyId}/settings {dateLocale}: admins only, audited like the reporting settings. */
  updateSettings: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/companies/:companyId/settings",
        tag: "Companies",
        summary: "Change the company's settings",
      },
    })
    .input(companySettingsSchema)
    .output(companySettingsSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const r = await updateCompanySettings(w.db, { companyId: ctx.companyId, settings: input });
        if (!r) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
        await w.audit({
          action: "settings",
          entity: "company",
          entityId: ctx.companyId,
          ...changedFields(r.before, r.after),
        });
        return r.after;
      }),
    ),

  /** GET /api/companies/{companyId}/profile: every member reads it. */
  profile: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/profile",
        tag: "Companies",
        summary: "The company profile: country, currency, employees, LEI, revenue by year, feedback link",
      },
    })
    .output(companyProfileSchema)
    .query(async ({ ctx }) => {
      const profile = await getCompanyProfile(ctx.db, { companyId: ctx.companyId });
      if (!profile) throw notFound();
      return profile;
    }),

  /**
   * PUT /api/companies/{companyId}/profile: admins only; the revenue years sent replace the stored ones.
   * The audit entry holds the changed fields only, written in the same transaction.
   */
  updateProfile: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/companies/:companyId/profile",
        tag: "Companies",
        summary: "Change the company profile (admins); the revenue years sent replace those stored",
      },
    })
    .input(companyProfileInputSchema)
    .output(companyProfileSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const r = await updateCompanyProfile(w.db, { companyId: ctx.companyId, profile: input });
        if (!r) throw notFound();
        const changed = changedFields(r.before, r.after);
        if (Object.keys(changed.after).length > 0) {
          await w.audit({ action: "profile", entity: "company", entityId: ctx.companyId, ...changed });
        }
        return r.after;
      }),
    ),

  /** GET /api/companies/{companyId}/onboarding: the first-run checklist, each step from stored data. */
  onboarding: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/onboarding",
        tag: "Companies",
        summary: "The first-run checklist: each set-up step and whether stored data shows it done",
      },
    })
    .output(onboardingSchema)
    .query(({ ctx }) => onboardingState(ctx)),

  /**
   * POST /api/companies/{companyId}/onboarding/dismiss: hides the checklist for the whole company. Anyone who
   * can set the company up (admins and editors) may; viewers and auditors only read. Audited once.
   */
  dismissOnboarding: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/:companyId/onboarding/dismiss",
        tag: "Companies",
        summary: "Hide the first-run checklist for the company",
      },
    })
    .output(onboardingSchema)
    .mutation(({ ctx }) =>
      withWrite(ctx, async (w) => {
        const now = new Date().toISOString();
        if (await dismissOnboarding(w.db, { companyId: ctx.companyId, now })) {
          await w.audit({
            action: "dismiss",
            entity: "onboarding",
            entityId: ctx.companyId,
            before: { dismissed: false },
            after: { dismissed: true },
          });
        }
        return onboardingState(w);
      }),
    ),
});
