import {
  countFeedbackByPriority,
  countFeedbackByStakeholderType,
  FEEDBACK_PRIORITY_LABELS,
  feedbackSharePercent,
  STAKEHOLDER_TYPE_LABELS,
  type StakeholderFeedback,
} from "@esg/domain";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";

type Row = { label: string; count: number };

function CountCard({ title, rows, total }: { title: string; rows: Row[]; total: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={title} className="flex flex-col gap-3">
          {rows.map((r) => (
            <li key={r.label}>
              <div className="flex justify-between text-sm">
                <span className="text-slate-700">{r.label}</span>
                <span className="font-medium text-slate-900">{r.count}</span>
              </div>
              <Progress
                className="mt-1"
                value={feedbackSharePercent(r.count, total)}
                label={`${r.label}: ${feedbackSharePercent(r.count, total)}% of feedback`}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Analytics tab (spec part 2 §2): counts by stakeholder type and by priority. */
export function FeedbackAnalytics({ items }: { items: readonly StakeholderFeedback[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <CountCard
        title="Feedback by Stakeholder Type"
        total={items.length}
        rows={countFeedbackByStakeholderType(items).map((r) => ({
          label: STAKEHOLDER_TYPE_LABELS[r.key],
          count: r.count,
        }))}
      />
      <CountCard
        title="Feedback by Priority"
        total={items.length}
        rows={countFeedbackByPriority(items).map((r) => ({
          label: FEEDBACK_PRIORITY_LABELS[r.key],
          count: r.count,
        }))}
      />
    </div>
  );
}
