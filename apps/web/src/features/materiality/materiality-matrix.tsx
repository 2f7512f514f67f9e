import {
  MATERIALITY_CATEGORIES,
  MATERIALITY_LEVELS,
  MATERIALITY_SCORE_LABELS,
  MATERIALITY_SCORES,
  type MaterialityLevel,
  type MaterialityTopic,
  materialityLevel,
  matrixPositionPercent,
} from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useRoleAction } from "../../lib/roles";
import { CATEGORY_DOT } from "./category-style";

const CELL_SHADE: Record<MaterialityLevel, string> = {
  Critical: "bg-red-100",
  High: "bg-amber-100",
  Medium: "bg-slate-100",
  Low: "bg-emerald-50",
};

/** Topics sharing a cell are drawn side by side in it. */
/**
 * Dots drawn per cell: a cell holds at most this many, then "+N"; every topic is still in the
 * list beside the matrix, so a company with thousands of topics does not draw thousands of buttons.
 */
const CELL_DOTS = 12;

function groupByCell(topics: readonly MaterialityTopic[]) {
  const cells = new Map<string, MaterialityTopic[]>();
  for (const t of topics) {
    const key = `${t.businessImpact}:${t.stakeholderConcern}`;
    cells.set(key, [...(cells.get(key) ?? []), t]);
  }
  return [...cells.values()];
}

/**
 * The 5x5 matrix (spec part 2 §2, §9): x = business impact, y = stakeholder concern, each dot placed at
 * (value - 1) x 20% from the bottom-left; cells are shaded by the level their scores give. A dot is a button
 * that opens the topic for editing, or a labelled mark for roles that cannot edit (no `onSelect`); for those the
 * description says why instead, as a grid of 25 disabled dots would only repeat it.
 */
export function MaterialityMatrix({
  topics,
  onSelect,
}: {
  topics: readonly MaterialityTopic[];
  onSelect?: (topic: MaterialityTopic) => void;
}) {
  const editRefusal = useRoleAction("write").reason;
  return (
    <Card className="lg:sticky lg:top-6 lg:self-start">
      <CardHeader>
        <CardTitle>Materiality Matrix</CardTitle>
        <CardDescription>
          {onSelect
            ? "Click a dot to edit its topic."
            : `Editing a topic from the matrix: ${editRefusal ?? ""}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex gap-2">
          <div className="flex w-5 items-center justify-center">
            <span className="-rotate-90 whitespace-nowrap text-xs font-medium text-slate-600">
              Stakeholder Concern
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex gap-1">
              <ol aria-hidden="true" className="flex w-4 flex-col-reverse text-xs text-slate-500">
                {MATERIALITY_SCORES.map((s) => (
                  <li key={s} className="flex flex-1 items-center justify-end">
                    {s}
                  </li>
                ))}
              </ol>
              <fieldset
                aria-label="Materiality matrix: business impact by stakeholder concern"
                className="relative aspect-square w-full min-w-0 overflow-hidden rounded-md border border-slate-200"
              >
                <div aria-hidden="true" className="absolute inset-0 grid grid-cols-5 grid-rows-5">
                  {[5, 4, 3, 2, 1].flatMap((concern) =>
                    MATERIALITY_SCORES.map((impact) => (
                      <div
                        key={`${impact}:${concern}`}
                        className={cn(
                          "border border-white/80",
                          CELL_SHADE[materialityLevel(impact, concern)],
                        )}
                      />
                    )),
                  )}
                </div>
                {groupByCell(topics).map((cell) => {
                  const first = cell[0] as MaterialityTopic;
                  return (
                    <div
                      key={`${first.businessImpact}:${first.stakeholderConcern}`}
                      data-testid="matrix-cell"
                      className="absolute flex size-[20%] flex-wrap content-center items-center justify-center gap-1 p-1"
                      style={{
                        left: `${matrixPositionPercent(first.businessImpact)}%`,
                        bottom: `${matrixPositionPercent(first.stakeholderConcern)}%`,
                      }}
                    >
                      {cell.slice(0, CELL_DOTS).map((t) => {
                        const scores = `business impact ${t.businessImpact}, stakeholder concern ${t.stakeholderConcern}, ${t.materialityLevel}`;
                        const dot = cn(
                          "size-3.5 rounded-full shadow ring-2 ring-white sm:size-4",
                          CATEGORY_DOT[t.category],
                        );
                        return onSelect ? (
                          <button
                            key={t.id}
                            type="button"
                            title={`${t.topic} (${t.materialityLevel})`}
                            aria-label={`Edit ${t.topic}: ${scores}`}
                            onClick={() => onSelect(t)}
                            className={cn(
                              dot,
                              "transition-transform hover:scale-125",
                              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
                            )}
                          />
                        ) : (
                          <span
                            key={t.id}
                            role="img"
                            title={`${t.topic} (${t.materialityLevel})`}
                            aria-label={`${t.topic}: ${scores}`}
                            className={dot}
                          />
                        );
                      })}
                      {cell.length > CELL_DOTS ? (
                        <span
                          role="img"
                          aria-label={`${cell.length - CELL_DOTS} more topics at business impact ${first.businessImpact}, stakeholder concern ${first.stakeholderConcern}`}
                          className="rounded-full bg-white px-1.5 text-[10px] font-semibold text-slate-700 shadow"
                        >
                          +{cell.length - CELL_DOTS}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
            </div>
            <ol aria-hidden="true" className="ml-5 mt-1 flex text-xs text-slate-500">
              {MATERIALITY_SCORES.map((s) => (
                <li key={s} className="flex-1 text-center" title={MATERIALITY_SCORE_LABELS[s]}>
                  {s}
                </li>
              ))}
            </ol>
            <p className="ml-5 mt-1 text-center text-xs font-medium text-slate-600">Business Impact</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-xs text-slate-600">
          <ul aria-label="Categories" className="flex flex-wrap gap-x-4 gap-y-1">
            {MATERIALITY_CATEGORIES.map((c) => (
              <li key={c} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={cn("size-2.5 rounded-full", CATEGORY_DOT[c])} />
                {c}
              </li>
            ))}
          </ul>
          <ul aria-label="Materiality levels" className="flex flex-wrap gap-x-4 gap-y-1">
            {MATERIALITY_LEVELS.map((level) => (
              <li key={level} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={cn("size-3 rounded-sm border border-slate-300", CELL_SHADE[level])}
                />
                {level}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
