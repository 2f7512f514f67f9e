import { z } from "zod";

/** A reporting year from a path, query or body: four digits as text, or a whole number (`2e3` is refused). */
export const yearSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ],
    { error: "Year must be a four-digit year" },
  )
  .pipe(
    z
      .int("Year must be a whole number")
      .min(1990, "Year must be 1990 or later")
      .max(2100, "Year must be 2100 or earlier"),
  );
