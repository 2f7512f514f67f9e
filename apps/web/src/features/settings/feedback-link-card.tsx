import { Check, Copy, MessageSquareText } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/form-controls";
import { copyText } from "./copy-text";
import { useCompanyProfile } from "./use-company-profile";

const COPIED_MS = 2000;

/**
 * The company's public feedback link: the name a website's feedback form sends as `companySlug`, so that
 * stakeholders' feedback reaches this organisation's Stakeholder Engagement inbox and no other.
 */
export function FeedbackLinkCard() {
  const profile = useCompanyProfile();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const slug = profile.data?.feedbackSlug ?? "";
  const copy = async () => {
    const ok = await copyText(slug, input.current);
    setCopyFailed(!ok);
    if (!ok) return;
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <MessageSquareText aria-hidden="true" className="size-4 text-slate-500" />
          Public feedback link
        </CardTitle>
        <CardDescription>
          Your organisation's name in the public feedback form: feedback sent with it (
          <code className="rounded bg-slate-100 px-1 text-xs text-slate-800">
            POST /api/stakeholder-feedback
          </code>{" "}
          with <code className="rounded bg-slate-100 px-1 text-xs text-slate-800">companySlug</code>) lands in
          your Stakeholder Engagement inbox.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {profile.isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : profile.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the feedback link
          </p>
        ) : (
          <>
            <Field label="Feedback link name">
              {(ids) => (
                <div className="flex max-w-md gap-2">
                  <Input
                    {...ids}
                    ref={input}
                    readOnly
                    value={slug}
                    onFocus={(e) => e.currentTarget.select()}
                    className="min-w-0 flex-1 font-mono text-xs"
                  />
                  <Button
                    variant="outline"
                    onClick={copy}
                    aria-label={copied ? "Copied" : "Copy feedback link"}
                  >
                    {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                    <span className="max-sm:sr-only">{copied ? "Copied" : "Copy"}</span>
                  </Button>
                </div>
              )}
            </Field>
            <p role="status" className="min-h-4 text-xs text-slate-600">
              {copyFailed
                ? "Copying is blocked here: the link name is selected, press Ctrl+C (⌘C on a Mac) to copy it."
                : copied
                  ? "Feedback link copied."
                  : ""}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
