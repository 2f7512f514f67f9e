import { type CompanyProfile, companyProfileInputSchema } from "@esg/domain";
import { useMemo } from "react";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import {
  countryOptions,
  currencyOptions,
  INDUSTRY_OPTIONS,
  type ProfileValues,
  profileInput,
  profileValues,
} from "./profile-form-values";
import { RevenueRows } from "./revenue-rows";
import { useSaveCompanyProfile } from "./use-company-profile";

const { TextField, NumberField, SelectField } = fieldsFor<ProfileValues>();

/** The admins' profile form, on the shared form with the API's own schema. */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const form = useSchemaForm({
    defaultValues: profileValues(profile),
    schema: companyProfileInputSchema,
    toInput: profileInput,
  });
  const save = useSaveCompanyProfile();
  const countries = useMemo(countryOptions, []);
  const currencies = useMemo(currencyOptions, []);
  return (
    <SchemaForm
      form={form}
      onSubmit={async (input) => {
        const saved = await save.mutateAsync(input);
        form.reset(profileValues(saved));
      }}
      failureMessage="The company profile could not be saved. Please try again."
      className="max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Company name" required autoComplete="organization" />
        <SelectField name="industry" label="Industry" required options={INDUSTRY_OPTIONS} />
        <SelectField
          name="country"
          label="Country"
          required
          placeholder="Select a country"
          options={countries}
          hint="Where the company is headquartered (ISO 3166-1)."
        />
        <SelectField
          name="currency"
          label="Reporting currency"
          required
          placeholder="Select a currency"
          options={currencies}
          hint="The currency its revenue is recorded in (ISO 4217)."
        />
        <NumberField name="employees" label="Employees" integer min={0} hint="Leave blank if not known." />
        <TextField
          name="lei"
          label="LEI"
          hint="Legal Entity Identifier: 20 characters (ISO 17442). Optional."
          controlClassName="font-mono uppercase"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <RevenueRows />
      <FormError boxed />
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save company profile"}
        </Button>
      </div>
    </SchemaForm>
  );
}
