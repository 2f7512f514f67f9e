import { z } from "zod";

/**
 * A row id as text: a positive decimal integer in its canonical form. `Number()` would
 * also read "1e1" as 10, "0x2" as 2, "+3", "2.0" and " 2 " as 3 and 2, so none of those is an id.
 */
const ID_TEXT = /^[1-9][0-9]*$/;

/**
 * An id field: an integer number (tRPC, JSON bodies) or its decimal text (a REST path `/api/x/{id}`, a form
 * select), positive and a safe integer. `message` is the one message of every refusal.
 */
export function idField(message = "Id must be a positive whole number") {
  return z
    .union([z.number(), z.string().regex(ID_TEXT).transform(Number)], { error: message })
    .pipe(z.int(message).positive(message));
}

/** A row id from a path (`/api/x/{id}`) or a tRPC input. */
export const idSchema = /* @__PURE__ */ idField();
export const idInputSchema = /* @__PURE__ */ z.object({ id: idSchema });
