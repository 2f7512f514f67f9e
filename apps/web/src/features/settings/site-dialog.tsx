import type { Site } from "@esg/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { serverErrorMessage } from "../../lib/trpc";
import { useFocusFirstError } from "../../lib/use-focus-first-error";
import { parseSiteForm, type SiteFormValues, siteFormValues } from "./site-input";
import { useSaveSite } from "./use-sites";

/** What the dialog edits: null adds a site, a site edits it. */
export type SiteDialogTarget = { site: Site | null };

const NAME_MAX = 200;

/** "Add site" / "Edit site" (issue 16): the server's 400 issues land on their fields. */
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

function SiteForm({ site, onClose }: { site: Site | null; onClose: () => void }) {
  const [values, setValues] = useState<SiteFormValues>(() => siteFormValues(site));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { containerRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const { save, isPending } = useSaveSite(onClose);

  const set = (key: keyof SiteFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = parseSiteForm(values);
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      await save(parsed.data, site?.id ?? null);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields && Object.keys(fields).some((k) => k in values)) {
        setErrors(fields);
        focusFirstError();
      } else {
        setFailure(serverErrorMessage(error) ?? "The site could not be saved. Try again.");
      }
    }
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Name" required error={errors.name}>
        {(ids) => (
          <Input
            {...ids}
            value={values.name}
            maxLength={NAME_MAX}
            placeholder="e.g. Leeds plant"
            onChange={(e) => set("name", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Country" required error={errors.country} hint="ISO code: GB, US, DE…">
          {(ids) => (
            <Input
              {...ids}
              value={values.country}
              autoComplete="off"
              className="uppercase"
              onChange={(e) => set("country", e.target.value)}
            />
          )}
        </Field>
        <Field label="Grid subregion" error={errors.gridSubregion} hint="Optional: US-CAMX, GB-SCT…">
          {(ids) => (
            <Input
              {...ids}
              value={values.gridSubregion}
              autoComplete="off"
              className="uppercase"
              onChange={(e) => set("gridSubregion", e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label="Legal entity"
        error={errors.legalEntity}
        hint="Optional: the company that owns or runs it."
      >
        {(ids) => (
          <Input {...ids} value={values.legalEntity} onChange={(e) => set("legalEntity", e.target.value)} />
        )}
      </Field>
      <Field
        label="Ownership share (%)"
        required
        error={errors.ownershipShare}
        hint="0 to 100. Counts only under the equity share approach."
      >
        {(ids) => (
          <Input
            {...ids}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={values.ownershipShare}
            className="sm:w-32"
            onChange={(e) => set("ownershipShare", e.target.value)}
          />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? "Saving..." : site ? "Save site" : "Add site"}
        </Button>
      </div>
    </form>
  );
}
