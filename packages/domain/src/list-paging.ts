import { z } from "zod";

/**
 * Paged module lists: `?page=&pageSize=` on GET /api/<module>/{companyId}. Without them a list is the
 * spec's whole array, unchanged; with them the same array holds one page (in the list's own order) and the
 * answer's headers say how many there are in all (`X-Total-Count`).
 */
export const LIST_PAGE_SIZE_DEFAULT = 100;
export const LIST_PAGE_SIZE_MAX = 500;

export const listPageInputSchema = /* @__PURE__ */ z
  .object({
    page: z.coerce
      .number()
      .int("Page must be a whole number")
      .min(1, "Page starts at 1")
      .max(1_000_000)
      .optional(),
    pageSize: z.coerce
      .number()
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(LIST_PAGE_SIZE_MAX, `Page size must be at most ${LIST_PAGE_SIZE_MAX}`)
      .optional(),
  })
  .optional();
export type ListPageInput = z.output<typeof listPageInputSchema>;

export type ListPage = { page: number; pageSize: number };

/** The page asked for, or undefined for the whole list (neither `page` nor `pageSize` given). */
export function listPageOf(input: ListPageInput): ListPage | undefined {
  if (input?.page === undefined && input?.pageSize === undefined) return undefined;
  return { page: input.page ?? 1, pageSize: input.pageSize ?? LIST_PAGE_SIZE_DEFAULT };
}

/** The headers of a paged answer: the total, the page and its size, and RFC 8288 links to its neighbours. */
export function listPageHeaders(page: ListPage, total: number, path: string): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / page.pageSize));
  const link = (n: number, rel: string) => `<${path}?page=${n}&pageSize=${page.pageSize}>; rel="${rel}"`;
  const links = [link(1, "first"), link(last, "last")];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, last), "prev"));
  if (page.page < last) links.push(link(page.page + 1, "next"));
  return {
    "X-Total-Count": String(total),
    "X-Page": String(page.page),
    "X-Page-Size": String(page.pageSize),
    Link: links.join(", "),
  };
}
