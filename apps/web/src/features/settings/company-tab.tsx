import { companySettingsSchema, type DateLocale, DEFAULT_DATE_LOCALE } from "@esg/domain";
import { CalendarDays } from "lucide-react";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useCurrentUser } from "../../lib/auth";
import { useRole } from "../../lib/roles";
import { CompanyProfileCard } from "./company-profile-card";
import { DATE_LOCALE_OPTIONS, dateLocaleLabel } from "./date-locale-options";
import { FeedbackLinkCard } from "./feedback-link-card";
import { useSaveCompanySettings } from "./use-company-settings";

type Values = { dateLocale: string };
const { SelectField } = fieldsFor<Values>();

/**
 * Settings → Company: the company profile (revenue by year included), its public feedback link, and the date
 * format every date in the app follows for every member. Admins change them; everyone else reads them.
 */
export function CompanyTab() {
  return (
    <div className="flex flex-col gap-6">
      <CompanyProfileCard />
      <FeedbackLinkCard />
      <DateFormatCard />
    </div>
  );
}

function DateFormatCard() {
  const company = useCurrentUser().data?.company;
  const { isAdmin } = useRole();
  const locale = company?.dateLocale ?? DEFAULT_DATE_LOCALE;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          Date format
        </CardTitle>
        <CardDescription>
          How every date in the app reads (due dates, upload times, the audit log), for everyone
          {company ? ` at ${company.name}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isAdmin ? (
          <DateLocaleForm current={locale} />
        ) : (
          <div className="flex flex-col gap-1 text-sm">
            <p className="text-slate-900">
              <span className="font-medium">Date format:</span> {dateLocaleLabel(locale)}
            </p>
            <p className="text-slate-600">Only admins change it.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DateLocaleForm({ current }: { current: DateLocale }) {
  const form = useSchemaForm({ defaultValues: { dateLocale: current }, schema: companySettingsSchema });
  const save = useSaveCompanySettings();
  return (
    <SchemaForm
      form={form}
      onSubmit={async (input) => {
        const saved = await save.mutateAsync(input);
        form.reset(saved);
      }}
      failureMessage="The date format could not be saved. Please try again."
      className="max-w-md"
    >
      <SelectField name="dateLocale" label="Date format" options={DATE_LOCALE_OPTIONS} />
      <FormError />
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save date format"}
        </Button>
      </div>
    </SchemaForm>
  );
}
