/**
 * A company's suppliers (spec part 1 §2-§4 "Supplier table"): every member reads them (the dashboard heatmap
 * and the Supplier ESG risk report read the same rows); editors and admins record, change and delete them.
 */
import {
  createSupplier,
  deleteSupplier,
  findSupplier,
  listSuppliers,
  type SupplierRefusal,
  updateSupplier,
} from "@esg/db";
import {
  idInputSchema,
  listPageInputSchema,
  supplierInputSchema,
  supplierSchema,
  supplierUpdateInputSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { changedFields } from "../audit";
import { InputIssuesError } from "../errors";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

function refuse(reason: SupplierRefusal, name?: string): never {
  if (reason === "not_found") throw new TRPCError({ code: "NOT_FOUND", message: "Supplier not found" });
  const message = `A supplier named "${name}" exists already`;
  throw new TRPCError({
    code: "CONFLICT",
    message,
    cause: new InputIssuesError(message, [{ path: ["name"], message }], "already_exists"),
  });
}

/** A supplier addressed by id: GET and DELETE. */
const SUPPLIERS_RECORD: ModuleRecord<z.infer<typeof supplierSchema>> = {
  name: "Supplier",
  table: "suppliers",
  entity: "supplier",
  tag: "Suppliers",
  find: findSupplier,
};

export const suppliersRouter = router({
  /** GET /api/suppliers: in name order, paged with `?page=&pageSize=`. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/suppliers",
        tag: "Suppliers",
        summary: "List the company's suppliers",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(supplierSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "suppliers", path: "/api/suppliers" }, (page) =>
        listSuppliers(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/suppliers */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/suppliers",
        tag: "Suppliers",
        summary: "Add a supplier",
        errors: [409],
      },
    })
    .input(supplierInputSchema)
    .output(supplierSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const r = await createSupplier(w.db, { companyId: ctx.companyId, values: input });
        if (!r.ok) refuse(r.reason, input.name);
        const { id, ...after } = r.supplier;
        await w.audit({ action: "create", entity: "supplier", entityId: id, after });
        return r.supplier;
      }),
    ),

  /** PUT /api/suppliers/{id} */
  update: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/suppliers/:id",
        tag: "Suppliers",
        summary: "Change a supplier",
        errors: [404, 409],
      },
    })
    .input(supplierUpdateInputSchema)
    .output(supplierSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const { id, ...values } = input;
        const r = await updateSupplier(w.db, { companyId: ctx.companyId, id, values });
        if (!r.ok) refuse(r.reason, input.name);
        if (r.before)
          await w.audit({
            action: "update",
            entity: "supplier",
            entityId: id,
            ...changedFields(r.before, r.supplier),
          });
        return r.supplier;
      }),
    ),

  /** DELETE /api/suppliers/{id} */
  remove: writeProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/suppliers/:id",
        tag: "Suppliers",
        summary: "Delete a supplier",
        errors: [404],
      },
    })
    .input(idInputSchema)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const r = await deleteSupplier(w.db, { companyId: ctx.companyId, id: input.id });
        if (!r.ok) refuse(r.reason);
        const { id, ...before } = r.supplier;
        await w.audit({ action: "delete", entity: "supplier", entityId: id, before });
        return { success: true as const };
      }),
    ),
  /** GET /api/suppliers/{id}: the supplier as the list shows it. */
  get: recordGetProcedure(SUPPLIERS_RECORD, supplierSchema, "/api/suppliers/:id"),
});
