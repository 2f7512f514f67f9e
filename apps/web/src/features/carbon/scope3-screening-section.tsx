import {
  OWN_FACTOR_LABEL,
  PRIMARY_DATA_LABEL,
  primaryDataShareText,
  SCOPE3_STATUS_LABELS,
  type Scope3Screening,
  type Scope3Status,
  scope3ScreeningInputSchema,
} from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { get, useFormState } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { toast } from "../../components/ui/toast-store";
import { useRole } from "../../lib/roles";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";
import { formatTonnes } from "./format";

type ScreeningFormValues = {
  categories: { category: number; status: Scope3Status; method: string; justification: string }[];
};

const { SelectField, TextField } = fieldsFor<ScreeningFormValues>();

/** A category is `calculated` only from its data: the others choose among the rest. */
const CHOOSABLE = (["estimated", "not_relevant", "not_yet_screened"] as const).map((value) => ({
  value,
  label: SCOPE3_STATUS_LABELS[value],
}));

const TH = "px-2 py-2 text-left text-xs font-semibold text-slate-600";
const TD = "px-2 py-2 align-top text-sm text-slate-800";

/**
 * Carbon → scope 3 screening: the 15 categories of the reporting year with their status, method and, for one
 * left out, the reason. Categories with activities are calculated from them; editors and admins record the
 * rest, everyone else reads.
 */
export function Scope3ScreeningSection({ year, closed }: { year: number; closed: boolean }) {
  const trpc = useTRPC();
  const screening = useQuery(trpc.carbon.scope3Screening.queryOptions({ year }));
  const { canWrite } = useRole();
  return (
    <Card aria-labelledby="scope3-screening-title">
      <CardHeader>
        <CardTitle id="scope3-screening-title">
          <ListChecks aria-hidden="true" className="size-4 text-slate-500" />
          Scope 3 screening, reporting year {year}
        </CardTitle>
        <CardDescription>
          The 15 GHG Protocol categories: calculated from your activities, estimated, not relevant (with the
          reason) or not yet screened. The reports list the categories included and excluded.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {screening.isPending ? (
          <div role="status" className="h-40 animate-pulse rounded-lg bg-slate-100">
            <span className="sr-only">Loading scope 3 screening</span>
          </div>
        ) : screening.isError ? (
          <p role="alert" className="text-sm text-red-800">
            The scope 3 screening could not be loaded.
          </p>
        ) : canWrite && !closed ? (
          <ScreeningForm key={JSON.stringify(screening.data)} screening={screening.data} />
        ) : (
          <ScreeningTable screening={screening.data} />
        )}
        {screening.data ? <PrimaryShare screening={screening.data} /> : null}
      </CardContent>
    </Card>
  );
}

/** The disclosed primary-data share (the analysis's and the reports' figure), and the own-factor share apart. */
function PrimaryShare({ screening }: { screening: Scope3Screening }) {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {PRIMARY_DATA_LABEL}:{" "}
        {primaryDataShareText(screening.primaryDataSharePct, screening.year, screening.scope3Tonnes)}.
        <span className="block text-xs text-slate-600">{screening.primaryDataNote}</span>
      </p>
      <p>
        {OWN_FACTOR_LABEL}:{" "}
        {screening.ownFactorSharePct === null
          ? "no scope 3 emissions yet"
          : `${screening.ownFactorSharePct.toFixed(1)}% of ${screening.year} scope 3 emissions`}
        .<span className="block text-xs text-slate-600">{screening.ownFactorNote}</span>
      </p>
    </div>
  );
}

function ScreeningTable({ screening }: { screening: Scope3Screening }) {
  return (
    <ScrollRegion label="Scope 3 categories">
      <table className="w-full min-w-[40rem] border-collapse">
        <caption className="sr-only">Scope 3 screening, reporting year {screening.year}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th className={TH}>Category</th>
            <th className={TH}>Status</th>
            <th className={`${TH} text-right`}>t CO2e</th>
            <th className={TH}>Method or reason</th>
          </tr>
        </thead>
        <tbody>
          {screening.categories.map((c) => (
            <tr key={c.category} className="border-b border-slate-100">
              <td className={TD}>
                {c.category}. {c.name}
              </td>
              <td className={TD}>{SCOPE3_STATUS_LABELS[c.status]}</td>
              <td className={`${TD} text-right tabular-nums`}>
                {c.tCO2e === null ? "–" : formatTonnes(c.tCO2e)}
              </td>
              <td className={TD}>{(c.status === "not_relevant" ? c.justification : c.method) ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ScreeningForm({ screening }: { screening: Scope3Screening }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.carbon.updateScope3Screening.mutationOptions({
      onSuccess: async (saved) => {
        toast({ title: "Scope 3 screening saved", description: `Reporting year ${saved.year}` });
        queryClient.setQueryData(trpc.carbon.scope3Screening.queryKey({ year: saved.year }), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() });
      },
    }),
  );
  const form = useSchemaForm({
    defaultValues: {
      categories: screening.categories.map((c) => ({
        category: c.category,
        status: c.status,
        method: c.method ?? "",
        justification: c.justification ?? "",
      })),
    },
    schema: scope3ScreeningInputSchema,
    toInput: (v: ScreeningFormValues) => ({ year: screening.year, categories: v.categories }),
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => save.mutateAsync(input)}
      failureMessage={(error) => serverErrorMessage(error) ?? "The screening could not be saved. Try again."}
    >
      <ScrollRegion label="Scope 3 categories">
        <table className="w-full min-w-[48rem] border-collapse">
          <caption className="sr-only">Scope 3 screening, reporting year {screening.year}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th className={TH}>Category</th>
              <th className={TH}>Status</th>
              <th className={`${TH} text-right`}>t CO2e</th>
              <th className={TH}>Method</th>
              <th className={TH}>Justification</th>
            </tr>
          </thead>
          <tbody>
            {screening.categories.map((c, i) => (
              <tr key={c.category} className="border-b border-slate-100">
                <td className={TD}>
                  {c.category}. {c.name}
                </td>
                <td className={TD}>
                  {c.status === "calculated" ? (
                    SCOPE3_STATUS_LABELS.calculated
                  ) : (
                    <SelectField
                      name={`categories.${i}.status`}
                      label={`Status of category ${c.category}`}
                      options={CHOOSABLE}
                      controlClassName="min-w-36"
                      className="[&>div:first-child]:sr-only"
                    />
                  )}
                </td>
                <td className={`${TD} text-right tabular-nums`}>
                  {c.tCO2e === null ? "–" : formatTonnes(c.tCO2e)}
                </td>
                <td className={TD}>
                  <TextField
                    name={`categories.${i}.method`}
                    label={`Method of category ${c.category}`}
                    maxLength={1000}
                    placeholder={
                      c.status === "calculated" ? "From the activities" : "e.g. spend × EEIO factors"
                    }
                    className="[&>div:first-child]:sr-only"
                  />
                </td>
                <td className={TD}>
                  <TextField
                    name={`categories.${i}.justification`}
                    label={`Justification of category ${c.category}`}
                    maxLength={2000}
                    placeholder="Required when not relevant"
                    className="[&>div:first-child]:sr-only"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <CategoriesError />
      <FormError boxed />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save screening"}
        </Button>
      </div>
    </SchemaForm>
  );
}

/** The schema's and the server's message about the rows (which category, and what it lacks). */
function CategoriesError() {
  const { errors } = useFormState<ScreeningFormValues>({ name: "categories" });
  const message = (get(errors, "categories") as { message?: string } | undefined)?.message;
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
