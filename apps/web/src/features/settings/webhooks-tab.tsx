import type { Webhook, WebhookDeliveryStatus } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Trash2, Webhook as WebhookIcon } from "lucide-react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { useDeleteWebhook } from "./use-webhooks";
import { EVENT_LABELS, WebhookForm } from "./webhook-form";

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Retrying", tone: "amber" },
  succeeded: { label: "Delivered", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};

/**
 * "Webhooks" (admins): the URLs that get a signed POST when uploads finish, years close or reopen, uploads are
 * voided and reports are generated, each with its events and how its latest delivery went.
 */
export function WebhooksTab() {
  const trpc = useTRPC();
  const hooks = useQuery(trpc.webhooks.list.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <WebhookIcon aria-hidden="true" className="size-4 text-slate-500" />
          Webhooks
        </CardTitle>
        <CardDescription>
          Each event is POSTed as JSON and signed with the endpoint's secret in the{" "}
          <code className="rounded bg-slate-100 px-1 text-xs text-slate-700">Verdant-Signature</code> header;
          a failed delivery is retried for a day.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <WebhookForm />
        {hooks.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading webhooks" />
          </div>
        ) : hooks.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Failed to load webhooks. Please reload the page to try again.
          </p>
        ) : hooks.data.length === 0 ? (
          <EmptyState message="No webhook endpoints yet. Add one to hear about uploads, closed years and reports." />
        ) : (
          <WebhookTable hooks={hooks.data} />
        )}
      </CardContent>
    </Card>
  );
}

const TH = "px-3 py-2 text-left text-xs font-medium tracking-wide text-slate-500 uppercase";
const TD = "px-3 py-2.5 align-top text-slate-700";

function WebhookTable({ hooks }: { hooks: readonly Webhook[] }) {
  const { formatDateTime } = useDateFormat();
  const remove = useDeleteWebhook();
  return (
    <div className="flex flex-col gap-2">
      {remove.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverErrorMessage(remove.error) ?? "The endpoint could not be deleted. Please try again."}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table aria-label="Webhook endpoints" className="w-full min-w-[40rem] text-sm">
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={TH}>
                URL
              </th>
              <th scope="col" className={TH}>
                Events
              </th>
              <th scope="col" className={TH}>
                Last delivery
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {hooks.map((hook) => (
              <tr key={hook.id}>
                <th scope="row" className={`${TD} text-left font-mono text-xs break-all text-slate-900`}>
                  {hook.url}
                </th>
                <td className={TD}>{hook.events.map((e) => EVENT_LABELS[e]).join(", ")}</td>
                <td className={`${TD} whitespace-nowrap`}>
                  {hook.lastDelivery ? (
                    <span className="flex items-center gap-2">
                      <Badge tone={STATUS[hook.lastDelivery.status].tone}>
                        {STATUS[hook.lastDelivery.status].label}
                      </Badge>
                      {formatDateTime(hook.lastDelivery.createdAt)}
                    </span>
                  ) : (
                    "None yet"
                  )}
                </td>
                <td className={`${TD} text-right whitespace-nowrap`}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${hook.url}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: hook.id })}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="max-md:sr-only">Delete</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
