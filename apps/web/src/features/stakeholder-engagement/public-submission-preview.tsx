import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  PUBLIC_FEEDBACK_PATH,
  STAKEHOLDER_TYPE_LABELS,
  STAKEHOLDER_TYPES,
} from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Info } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { useTRPC } from "../../lib/trpc";

/**
 * Public Submission tab (spec part 2 §2): a non-functional mock of the public form, and a note that real
 * submissions go to the open POST endpoint with the organisation's link name. The form is a disabled preview;
 * it never sends anything.
 */
export function PublicSubmissionPreview() {
  const trpc = useTRPC();
  const slug = useQuery(trpc.companies.profile.queryOptions()).data?.feedbackSlug;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>Public Feedback Form</CardTitle>
          <CardDescription>Preview of the form your stakeholders fill in.</CardDescription>
        </CardHeader>
        <CardContent>
          <form aria-label="Public feedback form (preview)" onSubmit={(e) => e.preventDefault()}>
            <fieldset disabled className="flex flex-col gap-4">
              <legend className="sr-only">Preview only: this form does not submit</legend>
              <Field label="Topic" required>
                {(ids) => <Input {...ids} placeholder="What is your feedback about?" />}
              </Field>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label="I am a">
                  {(ids) => (
                    <Select {...ids} defaultValue="customer">
                      {STAKEHOLDER_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {STAKEHOLDER_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Feedback Type">
                  {(ids) => (
                    <Select {...ids} defaultValue="concern">
                      {FEEDBACK_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {FEEDBACK_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Priority">
                  {(ids) => (
                    <Select {...ids} defaultValue="medium">
                      {FEEDBACK_PRIORITIES.map((p) => (
                        <option key={p} value={p}>
                          {FEEDBACK_PRIORITY_LABELS[p]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </div>
              <Field label="Message" required>
                {(ids) => <Textarea {...ids} rows={4} placeholder="Tell us more" />}
              </Field>
              <Field label="Contact E-mail" hint="Optional — leave it empty to stay anonymous.">
                {(ids) => <Input {...ids} type="email" placeholder="you@example.org" />}
              </Field>
              <div>
                <Button type="submit">Submit Feedback</Button>
              </div>
            </fieldset>
          </form>
        </CardContent>
      </Card>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>
            <Info aria-hidden="true" className="size-5 text-brand-700" />
            How public submissions arrive
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
          <p>
            This form is a mock-up. Stakeholders submit feedback through the public endpoint{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">POST {PUBLIC_FEEDBACK_PATH}</code>,
            which needs no sign-in. Each submission names your organisation with{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">companySlug: "{slug ?? "…"}"</code>{" "}
            (your public feedback link, in{" "}
            <Link to="/settings" search={{ tab: "company" }} className="text-brand-700 underline">
              Settings → Company
            </Link>
            ), so it reaches you and no other organisation.
          </p>
          <p>
            Each submission is checked, limited per client address, filed as open and listed under Feedback
            Management.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
