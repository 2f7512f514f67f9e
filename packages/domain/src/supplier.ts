import { z } from "zod";
import { optionalText, requiredText } from "./form-fields";
import { idSchema } from "./ids";
import { isCountryCode } from "./iso-codes";

export {
  type BadgeTone,
  formatDisclosureScore,
  responseStatusLabel,
  riskTierTone,
} from "./supplier-labels";

export const riskTierSchema = z.enum(["high", "medium", "low"]);
export type RiskTier = z.infer<typeof riskTierSchema>;

/** Supplier as listed on the dashboard heatmap (spec part 1 §3). */
export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  riskTier: z.string(),
  disclosureScore: z.number(),
  responded: z.boolean(),
  country: z.string().nullable(),
  category: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/**
 * What a company records about a supplier (spec part 1 §2-§4 "Supplier table"). The name is unique per
 * company without regard to case: the store answers a duplicate with 409 at `name`, the schema cannot know.
 */
export const supplierInputSchema = /* @__PURE__ */ z.object({
  name: requiredText("Name", 200),
  riskTier: z.enum(["high", "medium", "low"], { error: "Risk tier must be high, medium or low" }),
  disclosureScore: z
    .number({ error: "Disclosure score must be a number from 0 to 100" })
    .min(0, "Disclosure score must be at least 0")
    .max(100, "Disclosure score must be at most 100"),
  responded: z.boolean({ error: "Responded must be true or false" }).default(false),
  country: z
    .string({ error: "Country must be an ISO 3166-1 alpha-2 code such as GB, DE or US" })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isCountryCode(v), {
      message: "Country must be an ISO 3166-1 alpha-2 code such as GB, DE or US",
    }),
  category: optionalText("Category", 100),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierValues = z.output<typeof supplierInputSchema>;

export const supplierUpdateInputSchema = /* @__PURE__ */ supplierInputSchema.extend({ id: idSchema });
