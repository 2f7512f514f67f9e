import { certificateNumber, type TrainingProgress } from "@esg/domain";
import { Award } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useCurrentUser } from "../../lib/auth";
import { useDateFormat } from "../../lib/use-date-format";

/** 'View Certificate': the digital certificate of a completed module. */
export function CertificateDialog({
  progress,
  onClose,
}: {
  progress: TrainingProgress | null;
  onClose: () => void;
}) {
  const { formatDate } = useDateFormat();
  const { data: user } = useCurrentUser();
  return (
    <Dialog
      open={progress !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Certificate of Completion"
    >
      {progress ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-amber-300 bg-gradient-to-b from-amber-50 to-white px-6 py-8 text-center">
            <Award aria-hidden="true" className="size-12 text-amber-600" />
            <p className="text-sm text-slate-600">This certifies that</p>
            <p className="text-xl font-semibold text-slate-900">{user?.name ?? "the learner"}</p>
            <p className="text-sm text-slate-600">has successfully completed</p>
            <p className="text-lg font-semibold text-brand-800">{progress.moduleTitle}</p>
            {user?.company.name ? <p className="text-sm text-slate-600">{user.company.name}</p> : null}
            <dl className="mt-3 grid w-full grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">Score</dt>
                <dd className="font-semibold text-slate-900">{progress.score ?? "—"}%</dd>
              </div>
              <div>
                <dt className="text-slate-500">Issued</dt>
                <dd className="font-semibold text-slate-900">{formatDate(progress.certificateDate)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Certificate No.</dt>
                <dd className="font-semibold break-all text-slate-900">
                  {certificateNumber(progress.id, progress.certificateDate)}
                </dd>
              </div>
            </dl>
          </div>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
