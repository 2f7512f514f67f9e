import { type ImpactCategory, type ImpactMeasurement, SUGGESTED_IMPACT_METRICS } from "@esg/domain";
import { Plus } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import type { MeasurementFormValues } from "./add-measurement-dialog";
import { MeasurementCard } from "./measurement-card";

/** Environmental / Social / Economic tab (spec §2): the category's measurements and suggested metrics. */
export function CategoryTab({
  category,
  items,
  onAdd,
}: {
  category: ImpactCategory;
  items: readonly ImpactMeasurement[];
  /** The suggestions' Add buttons are disabled with the reason for roles that cannot add. */
  onAdd: (initial: Partial<MeasurementFormValues>) => void;
}) {
  const own = items.filter((m) => m.category === category);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {own.length === 0 ? (
          <EmptyState message={`No ${category.toLowerCase()} impact measurements recorded yet.`} />
        ) : (
          <>
            {/* The level the overview's category cards have, so each measurement (h4) sits under one. */}
            <h3 className="sr-only">{category} measurements</h3>
            <ShownItems items={own} noun="measurements">
              {(shown) => (
                <ul aria-label={`${category} measurements`} className="flex flex-col gap-3">
                  {shown.map((m) => (
                    <MeasurementCard key={m.id} m={m} />
                  ))}
                </ul>
              )}
            </ShownItems>
          </>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Suggested Metrics</CardTitle>
          <CardDescription>Common {category.toLowerCase()} impact indicators.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label={`Suggested ${category.toLowerCase()} metrics`} className="flex flex-col gap-3">
            {SUGGESTED_IMPACT_METRICS[category].map((s) => (
              <li key={s.metric} className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {s.metric} <span className="font-normal text-slate-500">({s.unit})</span>
                  </p>
                  <p className="text-xs text-slate-500">{s.description}</p>
                </div>
                <CanWrite>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Add ${s.metric}`}
                    onClick={() =>
                      onAdd({ category, metric: s.metric, unit: s.unit, description: s.description })
                    }
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </CanWrite>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
