import type { Site } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Building2, Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { AdminOnly } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { RemoveSiteDialog } from "./remove-site-dialog";
import { SiteDialog, type SiteDialogTarget } from "./site-dialog";

const share = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** "60 %" as the list shows an ownership share. */
export function formatShare(percent: number): string {
  return `${share.format(percent)}%`;
}

/** Which control the company has over a site, as the list shows it. */
export function controlText(site: Pick<Site, "operationalControl" | "financialControl">): string {
  const kinds = [site.operationalControl ? "Operational" : null, site.financialControl ? "Financial" : null];
  const held = kinds.filter(Boolean).join(", ");
  return held || "None";
}

/**
 * "Sites": the company's facilities and their ownership shares, which set the organisational boundary
 * with the consolidation approach. Everyone reads the list; admins add, edit and remove, and other roles see
 * those buttons disabled with the reason.
 */
export function SitesTab() {
  const trpc = useTRPC();
  const sites = useQuery(trpc.sites.list.queryOptions());
  const [editing, setEditing] = useState<SiteDialogTarget | null>(null);
  const [removing, setRemoving] = useState<Site | null>(null);
  const removeFrom = useRef<HTMLElement | null>(null);
  const { isAdmin } = useRole();

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>
              <Building2 aria-hidden="true" className="size-4 text-slate-500" />
              Sites
            </CardTitle>
            <CardDescription>
              The facilities whose activities you record. An upload names a row's site in its{" "}
              <code className="rounded bg-slate-100 px-1 text-xs text-slate-700">site</code> column.
            </CardDescription>
          </div>
          <AdminOnly>
            <Button onClick={() => setEditing({ site: null })} aria-haspopup="dialog">
              <Plus aria-hidden="true" />
              Add site
            </Button>
          </AdminOnly>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <BoundaryNote />
          {sites.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Loading sites" />
            </div>
          ) : sites.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              Failed to load sites
            </p>
          ) : sites.data.length === 0 ? (
            <EmptyState message="No sites yet. Activities without a site count towards the company as a whole." />
          ) : (
            <SiteTable
              sites={sites.data}
              onEdit={(site) => setEditing({ site })}
              onRemove={(site, from) => {
                removeFrom.current = from;
                setRemoving(site);
              }}
            />
          )}
        </CardContent>
      </Card>
      {/* Only an admin opens a dialog, whatever was clicked (the buttons are disabled for others anyway). */}
      <SiteDialog target={isAdmin ? editing : null} onClose={() => setEditing(null)} />
      <RemoveSiteDialog
        site={isAdmin ? removing : null}
        onClose={() => setRemoving(null)}
        returnFocusTo={removeFrom}
      />
    </div>
  );
}

function BoundaryNote() {
  return (
    <div
      role="note"
      aria-label="Consolidation approach"
      className="flex flex-col gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        With equity share, each site's emissions count at its ownership share; with operational or financial
        control, a site counts in full when the company has that control and not at all otherwise. The
        consolidation approach is a reporting setting.
      </p>
      <Link
        to="/carbon"
        search={{ settings: "open" }}
        className="inline-flex shrink-0 items-center gap-1 font-medium text-blue-900 underline underline-offset-2"
      >
        Reporting settings
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

const TH = "px-3 py-2 text-left text-xs font-medium tracking-wide text-slate-500 uppercase";
const TD = "px-3 py-2.5 align-top text-slate-700";

function SiteTable({
  sites,
  onEdit,
  onRemove,
}: {
  sites: readonly Site[];
  onEdit: (site: Site) => void;
  onRemove: (site: Site, from: HTMLElement) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table aria-label="Sites" className="w-full min-w-[36rem] text-sm">
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              Name
            </th>
            <th scope="col" className={TH}>
              Country
            </th>
            <th scope="col" className={TH}>
              Grid subregion
            </th>
            <th scope="col" className={TH}>
              Legal entity
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Ownership
            </th>
            <th scope="col" className={TH}>
              Control
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sites.map((site) => (
            <tr key={site.id}>
              <th scope="row" className={`${TD} text-left font-medium break-words text-slate-900`}>
                {site.name}
              </th>
              <td className={TD}>{site.country}</td>
              <td className={TD}>{site.gridSubregion ?? <Absent />}</td>
              <td className={`${TD} break-words`}>{site.legalEntity ?? <Absent />}</td>
              <td className={`${TD} text-right tabular-nums`}>{formatShare(site.ownershipShare)}</td>
              <td className={TD}>
                {controlText(site)}
                {site.underEts ? <span className="block text-xs text-slate-600">Under an ETS</span> : null}
              </td>
              <td className={`${TD} text-right whitespace-nowrap`}>
                <div className="flex justify-end gap-2">
                  <AdminOnly>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${site.name}`}
                      aria-haspopup="dialog"
                      onClick={() => onEdit(site)}
                    >
                      <Pencil aria-hidden="true" />
                      <span className="max-md:sr-only">Edit</span>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${site.name}`}
                      aria-haspopup="dialog"
                      onClick={(e) => onRemove(site, e.currentTarget)}
                    >
                      <Trash2 aria-hidden="true" />
                      <span className="max-md:sr-only">Remove</span>
                    </Button>
                  </AdminOnly>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Absent() {
  return (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </span>
  );
}
