import { groupImpactByCategory, type ImpactMeasurement } from "@esg/domain";
import { Plus } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import { ImpactProgressChart } from "./impact-progress-chart";
import { MeasurementCard } from "./measurement-card";

/**
 * Impact Overview tab (spec §2): measurements grouped by category, with the Add Measurement button; each
 * category's progress to target as a small chart above its cards.
 */
export function ImpactOverviewTab({
  items,
  onAdd,
}: {
  items: readonly ImpactMeasurement[];
  /** Disabled with the reason for roles that cannot add measurements. */
  onAdd: () => void;
}) {
  const addButton = (
    <CanWrite>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add Measurement
      </Button>
    </CanWrite>
  );
  if (items.length === 0) {
    return (
      <EmptyState
        message="No impact measurements recorded yet. Add your first measurement to start tracking outcomes."
        action={addButton}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {groupImpactByCategory(items).map((group) => (
        <Card key={group.category}>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle as="h3">
              {group.category} Impact
              <span className="text-sm font-normal text-slate-500">({group.items.length})</span>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ImpactProgressChart category={group.category} items={group.items} />
            {group.items.length === 0 ? (
              <p className="text-sm text-slate-500">No {group.category.toLowerCase()} measurements yet.</p>
            ) : (
              <ShownItems items={group.items} noun="measurements">
                {(shown) => (
                  <ul aria-label={`${group.category} measurements`} className="grid gap-3 md:grid-cols-2">
                    {shown.map((m) => (
                      <MeasurementCard key={m.id} m={m} />
                    ))}
                  </ul>
                )}
              </ShownItems>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
