/**
 * GET by id and DELETE for a module's records, the same way for every module: the record as its list shows it
 * (404 when the caller's company has no such id, another company's included), and a delete by editors and
 * admins in one write with its audit entry, refused (409) where the record's state machine keeps it.
 */
import { type Db, deleteCompanyRow, type PagedListTable } from "@esg/db";
import { type AuditEntity, idInputSchema } from "@esg/domain";
import { z } from "zod";
import { conflict, foundOrThrow } from "../ownership";
import type { RestTag } from "../rest/declaration";
import { readProcedure, writeProcedure } from "../trpc";
import { withWrite } from "../write";

export type ModuleRecord<T> = {
  /** "Goal": the 404's and the summaries' word. */
  name: string;
  table: PagedListTable;
  entity: AuditEntity;
  tag: RestTag;
  /** The record as the module's list shows it, or null when the company has no such id. */
  find: (db: Db, params: { companyId: number; id: number }) => Promise<T | null>;
  /** Why the record must be kept (409), or null when it may go; read in the delete's transaction. */
  keep?: (db: Db, record: T, companyId: number) => Promise<string | null> | string | null;
};

const deletedSchema = z.object({ success: z.literal(true) });

/** GET `getPath` → the record. */
export function recordGetProcedure<T>(spec: ModuleRecord<T>, output: z.ZodType<T>, getPath: string) {
  return readProcedure
    .meta({
      rest: {
        method: "GET",
        path: getPath,
        tag: spec.tag,
        summary: `One ${spec.name.toLowerCase()} by id`,
        errors: [404],
      },
    })
    .input(idInputSchema)
    .output(output)
    .query(async ({ ctx, input }) =>
      foundOrThrow(await spec.find(ctx.db, { companyId: ctx.companyId, id: input.id }), spec.name),
    );
}

/** DELETE `deletePath` → `{success: true}`, audited with the record as it was. */
export function recordDeleteProcedure<T>(spec: ModuleRecord<T>, deletePath: string) {
  return writeProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: deletePath,
        tag: spec.tag,
        summary: `Delete a ${spec.name.toLowerCase()}`,
        errors: [404, 409],
      },
    })
    .input(idInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const params = { companyId: w.companyId, id: input.id };
        const record = foundOrThrow(await spec.find(w.db, params), spec.name);
        const kept = (await spec.keep?.(w.db, record, w.companyId)) ?? null;
        if (kept) throw conflict(kept);
        await deleteCompanyRow(w.db, { table: spec.table, ...params });
        await w.audit({ action: "delete", entity: spec.entity, entityId: input.id, before: record });
        return { success: true as const };
      }),
    );
}
