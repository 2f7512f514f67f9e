import { parseNumberField, type Supplier } from "@esg/domain";

/** The Add/Edit supplier form's values, as typed. */
export type SupplierFormValues = {
  name: string;
  riskTier: string;
  disclosureScore: string;
  responded: boolean;
  country: string;
  category: string;
};

/** A supplier as the form's starting values (a new one: empty, not yet responded). */
export function supplierFormValues(supplier: Supplier | null): SupplierFormValues {
  return {
    name: supplier?.name ?? "",
    riskTier: supplier?.riskTier.toLowerCase() ?? "",
    disclosureScore: supplier ? String(supplier.disclosureScore) : "",
    responded: supplier?.responded ?? false,
    country: supplier?.country ?? "",
    category: supplier?.category ?? "",
  };
}

/** The form's values as the API's own schema reads them (it trims, upper-cases the country, blanks → null). */
export function supplierInput(values: SupplierFormValues) {
  return { ...values, disclosureScore: parseNumberField(values.disclosureScore) };
}
