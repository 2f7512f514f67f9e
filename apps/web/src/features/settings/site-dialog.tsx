import { type Site, siteInputSchema } from "@esg/domain";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { serverErrorMessage } from "../../lib/trpc";
import { type SiteFormValues, siteFormValues, siteInput } from "./site-input";
import { useSaveSite } from "./use-sites";

/** What the dialog edits: null adds a site, a site edits it. */
export type SiteDialogTarget = { site: Site | null };

const NAME_MAX = 200;

/** "Add site" / "Edit site": the server's 400 issues land on their fields. */
export function SiteDialog({ target, onClose }: { target: SiteDialogTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.site ? `Edit ${target.site.name}` : "Add site"}
      description="A facility of the company. Its country (and grid subregion) is the default region of the activities recorded for it."
    >
      {/* Keyed so that each opening starts from the site's current values. */}
      {target ? <SiteForm key={target.site?.id ?? "new"} site={target.site} onClose={onClose} /> : null}
    </Dialog>
  );
}

const { TextField, NumberField, CheckboxField } = fieldsFor<SiteFormValues>();

function SiteForm({ site, onClose }: { site: Site | null; onClose: () => void }) {
  const form = useSchemaForm({
    defaultValues: siteFormValues(site),
    schema: siteInputSchema,
    toInput: siteInput,
  });
  const { save, isPending } = useSaveSite(onClose);

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => save(input, site?.id ?? null)}
      failureMessage={(error) => serverErrorMessage(error) ?? "The site could not be saved. Try again."}
    >
      <TextField name="name" label="Name" required maxLength={NAME_MAX} placeholder="e.g. Leeds plant" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="country"
          label="Country"
          required
          hint="ISO code: GB, US, DE…"
          autoComplete="off"
          controlClassName="uppercase"
        />
        <TextField
          name="gridSubregion"
          label="Grid subregion"
          hint="Optional: US-CAMX, GB-SCT…"
          autoComplete="off"
          controlClassName="uppercase"
        />
      </div>
      <TextField name="legalEntity" label="Legal entity" hint="Optional: the company that owns or runs it." />
      <NumberField
        name="ownershipShare"
        label="Ownership share (%)"
        required
        hint="0 to 100. Counts only under the equity share approach."
        min={0}
        max={100}
        controlClassName="sm:w-32"
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Control</legend>
        <p className="text-sm text-slate-600">
          Under a control approach the site counts in full when the company has that control, else not at all.
        </p>
        <CheckboxField name="operationalControl" label="Operational control (the company runs it)" />
        <CheckboxField name="financialControl" label="Financial control (the company directs its finances)" />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Emissions trading</legend>
        <p className="text-sm text-slate-600">
          The share of scope 1 from installations under a regulated scheme is disclosed in ESRS E1-6.
        </p>
        <CheckboxField name="underEts" label="Under a regulated emissions trading scheme (EU ETS, UK ETS)" />
      </fieldset>
      <FormError boxed />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? "Saving..." : site ? "Save site" : "Add site"}
        </Button>
      </div>
    </SchemaForm>
  );
}
