import type { ApiToken, ApiTokenStatus } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { KeyRound, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { ROLE_LABELS, useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { CreateApiTokenDialog, SCOPE_LABELS } from "./create-api-token-dialog";
import { RevokeApiTokenDialog } from "./revoke-api-token-dialog";

const STATUS: Record<ApiTokenStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "green" },
  expired: { label: "Expired", tone: "amber" },
  revoked: { label: "Revoked", tone: "grey" },
};

/**
 * "API tokens": personal tokens for scripts calling the REST API with `Authorization: Bearer`. Every member
 * creates and revokes their own; an admin also sees, and may revoke, every token of the company.
 */
export function ApiTokensTab() {
  const trpc = useTRPC();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions());
  const { isAdmin } = useRole();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revokeFrom = useRef<HTMLElement | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>
              <KeyRound aria-hidden="true" className="size-4 text-slate-500" />
              API tokens
            </CardTitle>
            <CardDescription>
              {isAdmin
                ? "Tokens let scripts call the REST API as the member who created them, or, as service tokens, as the company with a role of their own. As an admin you see every token of the company."
                : "Tokens let your scripts call the REST API as you, with your role."}{" "}
              Send one as{" "}
              <code className="rounded bg-slate-100 px-1 text-xs text-slate-700">
                Authorization: Bearer …
              </code>
              .
            </CardDescription>
          </div>
          <CreateApiTokenDialog />
        </CardHeader>
        <CardContent>
          {tokens.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Loading API tokens" />
            </div>
          ) : tokens.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              Failed to load API tokens. Please reload the page to try again.
            </p>
          ) : tokens.data.length === 0 ? (
            <EmptyState message="No API tokens yet. Create one to pull your data from scripts, spreadsheets or BI tools." />
          ) : (
            <TokenTable
              tokens={tokens.data}
              showOwner={isAdmin}
              onRevoke={(token, from) => {
                revokeFrom.current = from;
                setRevoking(token);
              }}
            />
          )}
        </CardContent>
      </Card>
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} returnFocusTo={revokeFrom} />
    </div>
  );
}

/** A service token is its own owner: the list says so, with the role it acts with. */
function ownerLabel(token: ApiToken): string {
  if (token.service && token.role) return `Service token (${ROLE_LABELS[token.role]})`;
  return token.mine ? "You" : token.owner.name;
}

const TH = "px-3 py-2 text-left text-xs font-medium tracking-wide text-slate-500 uppercase";
const TD = "px-3 py-2.5 align-top text-slate-700";

function TokenTable({
  tokens,
  showOwner,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  showOwner: boolean;
  onRevoke: (token: ApiToken, from: HTMLElement) => void;
}) {
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <div className="overflow-x-auto">
      <table aria-label="API tokens" className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              Name
            </th>
            {showOwner ? (
              <th scope="col" className={TH}>
                Owner
              </th>
            ) : null}
            <th scope="col" className={TH}>
              Scope
            </th>
            <th scope="col" className={TH}>
              Created
            </th>
            <th scope="col" className={TH}>
              Expires
            </th>
            <th scope="col" className={TH}>
              Last used
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row" className={`${TD} text-left font-medium break-words text-slate-900`}>
                {token.name}
              </th>
              {showOwner ? <td className={TD}>{ownerLabel(token)}</td> : null}
              <td className={TD}>{SCOPE_LABELS[token.scope]}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatDate(token.createdAt)}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatDate(token.expiresAt)}</td>
              <td className={`${TD} whitespace-nowrap`}>
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Never"}
              </td>
              <td className={TD}>
                <Badge tone={STATUS[token.status].tone}>{STATUS[token.status].label}</Badge>
              </td>
              <td className={`${TD} text-right whitespace-nowrap`}>
                {token.status === "revoked" ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke ${token.name}`}
                    aria-haspopup="dialog"
                    onClick={(e) => onRevoke(token, e.currentTarget)}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="max-md:sr-only">Revoke</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
