import { type Supplier, supplierInputSchema } from "@esg/domain";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { serverErrorMessage } from "../../lib/trpc";
import { type SupplierFormValues, supplierFormValues, supplierInput } from "./supplier-input";
import { useSaveSupplier } from "./use-suppliers";

/** What the dialog edits: null adds a supplier, a supplier edits it. */
export type SupplierDialogTarget = { supplier: Supplier | null };

const TIERS = [
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];

/** "Add supplier" / "Edit supplier": the server's 400 issues and a name in use (409) land on their fields. */
export function SupplierDialog({
  target,
  onClose,
}: {
  target: SupplierDialogTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.supplier ? `Edit ${target.supplier.name}` : "Add supplier"}
      description="A supplier on the dashboard heatmap and in the Supplier ESG risk report."
    >
      {/* Keyed so that each opening starts from the supplier's current values. */}
      {target ? (
        <SupplierForm key={target.supplier?.id ?? "new"} supplier={target.supplier} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

const { TextField, NumberField, SelectField, CheckboxField } = fieldsFor<SupplierFormValues>();

function SupplierForm({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const form = useSchemaForm({
    defaultValues: supplierFormValues(supplier),
    schema: supplierInputSchema,
    toInput: supplierInput,
  });
  const { save, isPending } = useSaveSupplier(onClose);

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => save(input, supplier?.id ?? null)}
      failureMessage={(error) => serverErrorMessage(error) ?? "The supplier could not be saved. Try again."}
    >
      <TextField name="name" label="Name" required maxLength={200} placeholder="e.g. Northwind Metals" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="riskTier"
          label="ESG risk tier"
          required
          options={TIERS}
          placeholder="Select a tier"
        />
        <NumberField
          name="disclosureScore"
          label="Disclosure score"
          required
          hint="0 to 100"
          min={0}
          max={100}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="country"
          label="Country"
          hint="Optional ISO code: GB, US, DE…"
          autoComplete="off"
          controlClassName="uppercase"
        />
        <TextField name="category" label="Category" hint="Optional: e.g. Raw materials" maxLength={100} />
      </div>
      <CheckboxField name="responded" label="Responded to the ESG questionnaire" />
      <FormError boxed />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? "Saving..." : supplier ? "Save supplier" : "Add supplier"}
        </Button>
      </div>
    </SchemaForm>
  );
}
