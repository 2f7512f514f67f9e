/**
 * Sites and the organisational boundary: every member reads the company's sites; admins create,
 * change and delete them. A site named by activities cannot be deleted (409).
 */
import { createSite, deleteSite, listSites, type SiteRefusal, updateSite } from "@esg/db";
import { idInputSchema, siteInputSchema, siteSchema, siteUpdateInputSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { changedFields } from "../audit";
import { ApiError, InputIssuesError } from "../errors";
import { adminProcedure, readProcedure, router } from "../trpc";
import { withWrite } from "../write";

function refuse(reason: SiteRefusal, name?: string): never {
  if (reason === "not_found") throw new TRPCError({ code: "NOT_FOUND", message: "Site not found" });
  if (reason === "name_taken") {
    const message = `A site named "${name}" exists already`;
    throw new TRPCError({
      code: "CONFLICT",
      message,
      cause: new InputIssuesError(message, [{ path: ["name"], message }], "already_exists"),
    });
  }
  throw new ApiError({
    code: "CONFLICT",
    reason: "in_use",
    message: "Activities name this site: void their uploads before deleting it",
  });
}

export const sitesRouter = router({
  /** GET /api/companies/{companyId}/sites */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/sites",
        tag: "Sites",
        summary: "List the company's sites",
      },
    })
    .output(z.array(siteSchema))
    .query(({ ctx }) => listSites(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/companies/{companyId}/sites */
  create: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/:companyId/sites",
        tag: "Sites",
        summary: "Add a site",
        errors: [409],
      },
    })
    .input(siteInputSchema)
    .output(siteSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const r = await createSite(w.db, {
          companyId: ctx.companyId,
          values: input,
          now: new Date().toISOString(),
        });
        if (!r.ok) refuse(r.reason, input.name);
        const { id, ...after } = r.site;
        await w.audit({ action: "create", entity: "site", entityId: id, after });
        return r.site;
      }),
    ),

  /** PUT /api/companies/{companyId}/sites/{id} */
  update: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/companies/:companyId/sites/:id",
        tag: "Sites",
        summary: "Change a site",
        errors: [409],
      },
    })
    .input(siteUpdateInputSchema)
    .output(siteSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const { id, ...values } = input;
        const r = await updateSite(w.db, { companyId: ctx.companyId, id, values });
        if (!r.ok) refuse(r.reason, input.name);
        if (r.before)
          await w.audit({
            action: "update",
            entity: "site",
            entityId: id,
            ...changedFields(r.before, r.site),
          });
        return r.site;
      }),
    ),

  /** DELETE /api/companies/{companyId}/sites/{id}; a site activities name is kept (409). */
  remove: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/companies/:companyId/sites/:id",
        tag: "Sites",
        summary: "Delete a site no activity names",
        errors: [409],
      },
    })
    .input(idInputSchema)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const r = await deleteSite(w.db, { companyId: ctx.companyId, id: input.id });
        if (!r.ok) refuse(r.reason);
        const { id, ...before } = r.site;
        await w.audit({ action: "delete", entity: "site", entityId: id, before });
        return { success: true as const };
      }),
    ),
});
