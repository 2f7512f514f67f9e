import { z } from "zod";

/** A row id from a path (`/api/x/{id}`) or a tRPC input: a positive integer, coerced from its text form. */
export const idSchema = z.coerce.number().int().positive();
export const idInputSchema = z.object({ id: idSchema });
