import {
  type ImpactCategory,
  type ImpactMeasurement,
  VERIFICATION_STATUS_LABELS,
  type VerificationStatus,
} from "@esg/domain";
import { Users } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { useDateFormat } from "../../lib/use-date-format";
import { CATEGORY_TONE, formatNumber, VERIFICATION_TONE } from "./format";

const verificationLabel = (s: string) => VERIFICATION_STATUS_LABELS[s as VerificationStatus] ?? s;

/** One measurement: value against baseline and target; progress only when the target is above 0 (spec §9). */
export function MeasurementCard({
  m,
  showCategory = false,
}: {
  m: ImpactMeasurement;
  showCategory?: boolean;
}) {
  const { formatDate } = useDateFormat();
  const details = [
    m.reportingPeriod ? `Period: ${m.reportingPeriod}` : null,
    m.geographicScope ? `Scope: ${m.geographicScope}` : null,
    m.dataSource ? `Source: ${m.dataSource}` : null,
  ].filter((d): d is string => d !== null);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h4 className="font-medium break-words text-slate-900">{m.metric}</h4>
          <p className="mt-0.5 text-sm break-words text-slate-600">{m.description}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {showCategory ? (
            <Badge tone={CATEGORY_TONE[m.category as ImpactCategory] ?? "grey"}>{m.category}</Badge>
          ) : null}
          <Badge tone={VERIFICATION_TONE[m.verificationStatus as VerificationStatus] ?? "grey"}>
            {verificationLabel(m.verificationStatus)}
          </Badge>
        </div>
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight text-slate-900">
        {formatNumber(m.value)} <span className="text-base font-medium text-slate-600">{m.unit}</span>
      </p>
      <p className="text-xs text-slate-500">
        Baseline {m.baseline === null ? "—" : formatNumber(m.baseline)} · Target{" "}
        {m.target === null ? "—" : formatNumber(m.target)}
        {m.targetDate ? ` by ${formatDate(m.targetDate)}` : ""}
      </p>
      {m.progressToTarget !== null ? (
        <div className="mt-3">
          <div className="mb-1 flex justify-between text-sm">
            <span className="text-slate-600">Progress to target</span>
            <span className="font-semibold text-slate-900">{Math.round(m.progressToTarget)}%</span>
          </div>
          <Progress value={m.progressToTarget} label={`Progress to target of ${m.metric}`} />
        </div>
      ) : null}
      {m.beneficiaries !== null ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
          <Users aria-hidden="true" className="size-4 text-slate-400" />
          {formatNumber(m.beneficiaries)} beneficiaries
        </p>
      ) : null}
      {m.methodology ? (
        <p className="mt-2 text-xs break-words text-slate-500">Methodology: {m.methodology}</p>
      ) : null}
      {details.length > 0 ? (
        <p className="mt-1 text-xs break-words text-slate-500">{details.join(" · ")}</p>
      ) : null}
    </li>
  );
}
