import {
  type CreatedWebhook,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
  webhookCreateInputSchema,
} from "@esg/domain";
import { Check, Copy, Plus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/form-controls";
import { serverErrorMessage } from "../../lib/trpc";
import { copyText } from "./copy-text";
import { useCreateWebhook } from "./use-webhooks";

const COPIED_MS = 2000;

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  "upload.processed": "Upload processed",
  "upload.failed": "Upload failed",
  "year.closed": "Year closed",
  "year.reopened": "Year reopened",
  "source.voided": "Upload voided",
  "report.generated": "Report generated",
};

/** "Add endpoint": a URL and the events it takes; then its signing secret, shown once with a copy button. */
export function WebhookForm() {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["upload.processed", "upload.failed"]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const eventsHint = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = webhookCreateInputSchema.safeParse({ url, events });
    if (!parsed.success) {
      const at = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ url: at("url"), events: at("events") });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setUrl(""),
      onError: (error) => {
        const message = serverErrorMessage(error) ?? "The endpoint could not be added. Please try again.";
        setErrors({ url: message });
      },
    });
  };

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((t) => t !== type)));

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate aria-label="Add webhook endpoint" className="flex flex-col gap-4">
        <Field
          label="Endpoint URL"
          required
          error={errors.url}
          hint="A public https address that accepts POST requests."
        >
          {(ids) => (
            <Input
              {...ids}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/hooks/esg"
              maxLength={WEBHOOK_URL_MAX}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <fieldset aria-describedby={errors.events ? eventsHint : undefined} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  checked={events.includes(type)}
                  onChange={(e) => toggle(type, e.target.checked)}
                />
                {EVENT_LABELS[type]}
                <code className="text-xs text-slate-500">{type}</code>
              </label>
            ))}
          </div>
          {errors.events ? (
            <p id={eventsHint} role="alert" className="text-xs text-red-700">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            <Plus aria-hidden="true" />
            {create.isPending ? "Adding..." : "Add endpoint"}
          </Button>
        </div>
      </form>
      {create.data ? <NewSecret created={create.data} /> : null}
    </div>
  );
}

/** The signing secret, this once. */
function NewSecret({ created }: { created: CreatedWebhook }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    const ok = await copyText(created.secret, input.current);
    setCopyFailed(!ok);
    if (!ok) return;
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">
        Endpoint added. Copy its signing secret now — it will not be shown again.
      </p>
      <Field label={`Signing secret for ${created.url}`}>
        {(ids) => (
          <div className="flex gap-2">
            <Input
              {...ids}
              ref={input}
              readOnly
              value={created.secret}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button variant="outline" onClick={copy} aria-label={copied ? "Copied" : "Copy secret"}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span className="max-sm:sr-only">{copied ? "Copied" : "Copy"}</span>
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-4 text-xs text-slate-700">
        {copyFailed
          ? "Copying is blocked here: the secret is selected, press Ctrl+C (⌘C on a Mac) to copy it."
          : copied
            ? "Secret copied. Verify each delivery's Verdant-Signature header with it."
            : ""}
      </p>
    </div>
  );
}
