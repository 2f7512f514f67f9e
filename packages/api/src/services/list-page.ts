import { countCompanyRows, type PagedListTable } from "@esg/db";
import {
  encodeCursor,
  type ListPage,
  type ListPageInput,
  listPageHeaders,
  listPageOf,
  type PageFields,
} from "@esg/domain";
import type { Context } from "../context";

type HeaderContext = Pick<Context, "resHeaders">;

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
    setHeaders(ctx, listPageHeaders(page, total, `${list.path}/${ctx.companyId}`));
  }
  return rows;
}

/**
 * A bare-array list with a filter, whole or one page of it: the total counts the filtered rows, and the links
 * keep the filter. `path` is the list's REST path with the company id.
 */
export async function filteredPagedList<T>(
  ctx: HeaderContext,
  input: ListPageInput,
  list: { path: string; query: Record<string, string | number | undefined>; count: () => Promise<number> },
  read: (page: ListPage | undefined) => Promise<T[]>,
): Promise<T[]> {
  const page = listPageOf(input);
  const rows = await read(page);
  if (page) setHeaders(ctx, listPageHeaders(page, await list.count(), list.path, { query: list.query }));
  return rows;
}

function setHeaders(ctx: HeaderContext, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) ctx.resHeaders.set(name, value);
}

/**
 * One page of a list answered as an object: `read` gave up to one row more than the page (that row only says
 * a next page exists). The body's paging fields and the headers are set from the same figures; a list with a
 * cursor also names the cursor of its last row, so a page walk can go on as a cursor walk.
 */
export function objectPage<T>(
  ctx: HeaderContext,
  p: {
    read: T[];
    page: ListPage;
    total: number;
    /** The list's REST path and its filter, for the `Link` header. */
    path: string;
    query?: Record<string, string | number | undefined>;
    /** Whether this page was asked for by cursor (its links go forward by cursor). */
    cursorWalk?: boolean;
    cursorOf?: (last: T) => Record<string, string | number>;
  },
): { rows: T[]; fields: PageFields & { nextCursor: string | null } } {
  const rows = p.read.slice(0, p.page.pageSize);
  const hasMore = p.read.length > p.page.pageSize;
  const last = rows[rows.length - 1];
  const nextCursor =
    hasMore && last !== undefined && p.cursorOf
      ? encodeCursor({ ...p.cursorOf(last), p: p.page.page + 1 })
      : null;
  setHeaders(
    ctx,
    listPageHeaders(p.page, p.total, p.path, { query: p.query, nextCursor, cursorWalk: p.cursorWalk }),
  );
  return { rows, fields: { ...p.page, total: p.total, hasMore, nextCursor } };
}
