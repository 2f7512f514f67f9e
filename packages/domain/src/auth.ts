import { z } from "zod";
import { dateLocaleSchema } from "./company-settings";
import { roleSchema } from "./roles";

/** Login payload (spec part 1 §3, §5): both fields required, trimmed username. */
export const loginInputSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string(),
  /** The locale every date in the app is shown in for this company. */
  dateLocale: dateLocaleSchema,
});
export type Company = z.infer<typeof companySchema>;

/** The signed-in user as the API returns it (GET /api/auth/user). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  company: companySchema,
  /** The user's role in that company. */
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// Spec part 1 §8: the login failure text when the server gives none, and the empty-form message.
export { EMPTY_LOGIN_MESSAGE, INVALID_CREDENTIALS } from "./auth-messages";
