import { certificateNumber, type TrainingProgress } from "@esg/domain";
import { Award } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { useDateFormat } from "../../lib/use-date-format";

/** Certificates tab (spec part 2 §2): one card per issued certificate. */
export function CertificatesTab({
  progress,
  onView,
}: {
  progress: readonly TrainingProgress[];
  onView: (progress: TrainingProgress) => void;
}) {
  const certified = progress.filter((p) => p.certificateIssued);
  if (certified.length === 0) {
    return (
      <EmptyState message="No certificates earned yet. Complete training modules to earn digital certificates." />
    );
  }
  return (
    <ul aria-label="Certificates earned" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {certified.map((p) => (
        <CertificateCard key={p.id} progress={p} onView={onView} />
      ))}
    </ul>
  );
}

function CertificateCard({
  progress: p,
  onView,
}: {
  progress: TrainingProgress;
  onView: (p: TrainingProgress) => void;
}) {
  const { formatDate } = useDateFormat();
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-2 rounded-xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-4 shadow-sm"
      >
        <div className="flex items-start gap-3">
          <Award aria-hidden="true" className="size-8 shrink-0 text-amber-600" />
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold break-words text-slate-900">
              {p.moduleTitle}
            </h3>
            <p className="text-xs text-slate-500">{certificateNumber(p.id, p.certificateDate)}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-500">Score</dt>
            <dd className="font-medium text-slate-900">{p.score ?? "—"}%</dd>
          </div>
          <div>
            <dt className="text-slate-500">Issued</dt>
            <dd className="font-medium text-slate-900">{formatDate(p.certificateDate)}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-1">
          <Button size="sm" variant="outline" onClick={() => onView(p)}>
            <Award aria-hidden="true" />
            View Certificate
          </Button>
        </div>
      </article>
    </li>
  );
}
