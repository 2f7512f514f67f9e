import { formatDisclosureScore, type Supplier } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { CanWrite } from "../../components/role-gate";
import { SupplierResponse, SupplierTierBadge } from "../../components/supplier-cells";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { Spinner } from "../../components/ui/spinner";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { RemoveSupplierDialog } from "./remove-supplier-dialog";
import { SupplierDialog, type SupplierDialogTarget } from "./supplier-dialog";

/**
 * The supplier table (spec part 1 §2-§4): what the dashboard heatmap and the Supplier ESG risk report read.
 * Everyone reads it; editors and admins add, edit and delete suppliers.
 */
export function SuppliersPage() {
  const trpc = useTRPC();
  const suppliers = useQuery(trpc.suppliers.list.queryOptions());
  const { canWrite } = useRole();
  const [editing, setEditing] = useState<SupplierDialogTarget | null>(null);
  const [removing, setRemoving] = useState<Supplier | null>(null);
  const removeFrom = useRef<HTMLElement | null>(null);
  const add = () => setEditing({ supplier: null });

  return (
    <ModulePage
      title="Suppliers"
      subtitle="Each supplier's ESG risk tier, disclosure score and questionnaire response."
      actions={
        <CanWrite>
          <Button onClick={add} aria-haspopup="dialog">
            <Plus aria-hidden="true" />
            Add supplier
          </Button>
        </CanWrite>
      }
    >
      {suppliers.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading suppliers" />
        </div>
      ) : suppliers.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load suppliers
        </p>
      ) : suppliers.data.length === 0 ? (
        <EmptyState
          message="No suppliers yet. Record your suppliers to see their ESG risk on the dashboard and in the Supplier ESG risk report."
          action={
            canWrite ? (
              <Button onClick={add} aria-haspopup="dialog">
                <Plus aria-hidden="true" />
                Add your first supplier
              </Button>
            ) : undefined
          }
        />
      ) : (
        <SupplierTable
          suppliers={suppliers.data}
          canWrite={canWrite}
          onEdit={(supplier) => setEditing({ supplier })}
          onRemove={(supplier, from) => {
            removeFrom.current = from;
            setRemoving(supplier);
          }}
        />
      )}
      <SupplierDialog target={editing} onClose={() => setEditing(null)} />
      <RemoveSupplierDialog
        supplier={removing}
        onClose={() => setRemoving(null)}
        returnFocusTo={removeFrom}
      />
    </ModulePage>
  );
}

const TH = "px-3 py-2 text-left text-xs font-medium tracking-wide text-slate-500 uppercase";
const TD = "px-3 py-2.5 align-top text-slate-700";

function SupplierTable({
  suppliers,
  canWrite,
  onEdit,
  onRemove,
}: {
  suppliers: readonly Supplier[];
  canWrite: boolean;
  onEdit: (supplier: Supplier) => void;
  onRemove: (supplier: Supplier, from: HTMLElement) => void;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <ScrollRegion label="Suppliers table">
        <table aria-label="Suppliers" className="w-full min-w-[40rem] text-sm">
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={TH}>
                Supplier
              </th>
              <th scope="col" className={TH}>
                ESG Risk Tier
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Disclosure Score
              </th>
              <th scope="col" className={TH}>
                Response Status
              </th>
              <th scope="col" className={TH}>
                Country
              </th>
              <th scope="col" className={TH}>
                Category
              </th>
              {canWrite ? (
                <th scope="col" className={TH}>
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {suppliers.map((s) => (
              <tr key={s.id}>
                <th scope="row" className={`${TD} text-left font-medium break-words text-slate-900`}>
                  {s.name}
                </th>
                <td className={TD}>
                  <SupplierTierBadge tier={s.riskTier} />
                </td>
                <td className={`${TD} text-right tabular-nums`}>
                  {formatDisclosureScore(s.disclosureScore)}
                </td>
                <td className={TD}>
                  <SupplierResponse responded={s.responded} />
                </td>
                <td className={TD}>{s.country ?? <Absent />}</td>
                <td className={`${TD} break-words`}>{s.category ?? <Absent />}</td>
                {canWrite ? (
                  <td className={`${TD} text-right whitespace-nowrap`}>
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${s.name}`}
                        aria-haspopup="dialog"
                        onClick={() => onEdit(s)}
                      >
                        <Pencil aria-hidden="true" />
                        <span className="max-md:sr-only">Edit</span>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Delete ${s.name}`}
                        aria-haspopup="dialog"
                        onClick={(e) => onRemove(s, e.currentTarget)}
                      >
                        <Trash2 aria-hidden="true" />
                        <span className="max-md:sr-only">Delete</span>
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
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
