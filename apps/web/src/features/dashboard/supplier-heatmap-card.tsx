import { formatDisclosureScore, type Supplier } from "@esg/domain";
import { NavButton } from "../../components/nav-button";
import { CanWrite } from "../../components/role-gate";
import { SupplierResponse, SupplierTierBadge } from "../../components/supplier-cells";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ScrollRegion } from "../../components/ui/scroll-region";

/**
 * Card 4 (spec part 1 §2, §4): the supplier table with risk tier badges, 'n/100' and response status. The
 * server sends the riskiest suppliers first, at most DASHBOARD_SUPPLIER_LIMIT; `total` says how many exist.
 */
export function SupplierHeatmapCard({ suppliers, total }: { suppliers: Supplier[]; total: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Supplier ESG Heatmap</CardTitle>
        <CardDescription>
          Risk tier, disclosure quality and questionnaire status
          {total > suppliers.length
            ? ` · the ${suppliers.length} riskiest of ${total.toLocaleString("en-GB")} suppliers`
            : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {suppliers.length === 0 ? (
          <div className="flex flex-col items-start gap-3 px-5">
            <p className="text-sm text-slate-500">No suppliers yet.</p>
            <CanWrite>
              <NavButton to="/suppliers" variant="outline" size="sm">
                Add suppliers
              </NavButton>
            </CanWrite>
          </div>
        ) : (
          <ScrollRegion label="Supplier ESG heatmap">
            <table className="w-full text-left text-xs sm:text-sm">
              <thead className="border-y border-slate-100 bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th scope="col" className="pl-4 pr-2 py-2 font-medium sm:pl-5">
                    Supplier
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    ESG Risk Tier
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Disclosure Score
                  </th>
                  <th scope="col" className="py-2 pr-4 pl-2 font-medium sm:pr-5">
                    Response Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {suppliers.map((s) => (
                  <tr key={s.id}>
                    <td className="py-2.5 pr-2 pl-4 font-medium text-slate-900 sm:pl-5">{s.name}</td>
                    <td className="px-2 py-2.5">
                      <SupplierTierBadge tier={s.riskTier} />
                    </td>
                    <td className="px-2 py-2.5 tabular-nums text-slate-700">
                      {formatDisclosureScore(s.disclosureScore)}
                    </td>
                    <td className="py-2.5 pr-4 pl-2 sm:pr-5">
                      <SupplierResponse responded={s.responded} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
