import { countCompanyRows, type PagedListTable } from "@esg/db";
import { type ListPage, type ListPageInput, listPageHeaders, listPageOf } from "@esg/domain";
import type { Context } from "../context";

/**
 * A module list, whole (the spec's answer) or, with `?page=&pageSize=`, one page of it with the total in the
 * answer's headers. `path` is the list's REST path without the company id.
 */
export async function pagedList<T>(
  ctx: Pick<Context, "db" | "resHeaders"> & { companyId: number },
  input: ListPageInput,
  list: { table: PagedListTable; path: string },
  read: (page: ListPage | undefined) => Promise<T[]>,
): Promise<T[]> {
  const page = listPageOf(input);
  const rows = await read(page);
  if (page) {
    const total = await countCompanyRows(ctx.db, { table: list.table, companyId: ctx.companyId });
    const headers = listPageHeaders(page, total, `${list.path}/${ctx.companyId}`);
    for (const [name, value] of Object.entries(headers)) ctx.resHeaders.set(name, value);
  }
  return rows;
}
