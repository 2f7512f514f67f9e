import { z } from "zod";

/**
 * One paging style for every list that can be long (docs/decisions/046-catalogue-estimates-and-lists.md):
 * `?page=&pageSize=`, and `?cursor=` where rows keep arriving (the emissions list, the audit log). A list
 * answered as an object carries `total`, `page`, `pageSize` and `hasMore` in its body; a list the spec answers
 * as a bare array keeps that array (one page of it) and says the same in its headers. Every paged answer has
 * `X-Total-Count` and an RFC 8288 `Link` with its neighbours.
 */
export const LIST_PAGE_SIZE_DEFAULT = 100;
export const LIST_PAGE_SIZE_MAX = 500;

const pageField = () =>
  z.coerce.number().int("Page must be a whole number").min(1, "Page starts at 1").max(1_000_000);
const pageSizeField = () =>
  z.coerce
    .number()
    .int("Page size must be a whole number")
    .min(1, "Page size must be at least 1")
    .max(LIST_PAGE_SIZE_MAX, `Page size must be at most ${LIST_PAGE_SIZE_MAX}`);

/** The paging fields of a list's query, optional: a module list without them is the spec's whole array. */
export const listPageFields = {
  page: /* @__PURE__ */ pageField().optional(),
  pageSize: /* @__PURE__ */ pageSizeField().optional(),
};

export const listPageInputSchema = /* @__PURE__ */ z.object(listPageFields).optional();
export type ListPageInput = z.output<typeof listPageInputSchema>;

/** The paging fields of a list that is always paged (page 1 of 100 rows by default). */
export const pagedListFields = {
  page: /* @__PURE__ */ pageField().default(1),
  pageSize: /* @__PURE__ */ pageSizeField().default(LIST_PAGE_SIZE_DEFAULT),
};

export type ListPage = { page: number; pageSize: number };

/** The page asked for, or undefined for the whole list (neither `page` nor `pageSize` given). */
export function listPageOf(input: ListPageInput): ListPage | undefined {
  if (input?.page === undefined && input?.pageSize === undefined) return undefined;
  return { page: input.page ?? 1, pageSize: input.pageSize ?? LIST_PAGE_SIZE_DEFAULT };
}

/** The body fields of a paged object answer. */
export const pageFieldsSchema = /* @__PURE__ */ z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the list's filter in all. */
  total: z.number().int(),
  /** Whether a next page has rows. */
  hasMore: z.boolean(),
});
export type PageFields = z.infer<typeof pageFieldsSchema>;

export function pageFields(page: ListPage, total: number): PageFields {
  return { ...page, total, hasMore: page.page * page.pageSize < total };
}

/** The list's URL with `params` (undefined ones left out), for the `Link` header. */
function listUrl(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The headers of a paged answer: the total, the page and its size, and RFC 8288 links to its neighbours;
 * `query` (the list's other parameters, its filter) is kept in every link. A cursor walk links `next` to the
 * next cursor and has no `prev`/`last` (a cursor only goes forward).
 */
export function listPageHeaders(
  page: ListPage,
  total: number,
  path: string,
  opts: {
    query?: Record<string, string | number | undefined>;
    nextCursor?: string | null;
    cursorWalk?: boolean;
  } = {},
): Record<string, string> {
  const query = opts.query ?? {};
  const last = Math.max(1, Math.ceil(total / page.pageSize));
  const link = (params: Record<string, string | number>, rel: string) =>
    `<${listUrl(path, { ...query, ...params })}>; rel="${rel}"`;
  const pageLink = (n: number, rel: string) => link({ page: n, pageSize: page.pageSize }, rel);
  const links = [pageLink(1, "first")];
  if (opts.cursorWalk) {
    if (opts.nextCursor) links.push(link({ cursor: opts.nextCursor, pageSize: page.pageSize }, "next"));
  } else {
    links.push(pageLink(last, "last"));
    if (page.page > 1) links.push(pageLink(Math.min(page.page - 1, last), "prev"));
    if (page.page < last) links.push(pageLink(page.page + 1, "next"));
  }
  return {
    "X-Total-Count": String(total),
    "X-Page": String(page.page),
    "X-Page-Size": String(page.pageSize),
    Link: links.join(", "),
  };
}

/** Opaque to callers: base64url of the JSON of the last row's keys (and the walk's next page number). */
export function encodeCursor(value: Record<string, string | number>): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const CURSOR_MESSAGE = "cursor is not one this list gave (take nextCursor from the previous answer)";

/** A `?cursor=` field that decodes to `shape` (with the walk's page number `p`), else a 400 at `cursor`. */
export function cursorField<S extends z.ZodRawShape>(shape: S) {
  const decoded = z.object({ ...shape, p: z.number().int().min(1).max(1_000_000) });
  return z
    .string()
    .max(500, CURSOR_MESSAGE)
    .transform((text, ctx) => {
      try {
        const json = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
        const parsed = decoded.safeParse(JSON.parse(json));
        if (parsed.success) return parsed.data;
      } catch {
        // Not base64 or not JSON: the same refusal as a well-formed cursor of another shape.
      }
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    })
    .meta({ description: "nextCursor of the previous answer: the rows after it, stable under inserts" });
}
