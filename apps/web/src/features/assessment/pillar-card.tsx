import { type FullAssessment, type PillarAssessment, peerComparisonTone } from "@esg/domain";
import { Lightbulb } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { SubScoreList } from "./sub-score-list";

const TITLES = { environmental: "Environmental", social: "Social", governance: "Governance" } as const;

type Props = {
  pillar: keyof typeof TITLES;
  assessment: PillarAssessment;
  peerComparison: string;
  benchmarking?: FullAssessment["detailedScores"]["environmental"]["benchmarking"];
};

/** One pillar: score, progress bar, peer-comparison badge, breakdown and key recommendations (spec §2). */
export function PillarCard({ pillar, assessment, peerComparison, benchmarking }: Props) {
  const title = TITLES[pillar];
  return (
    <Card aria-labelledby={`pillar-${pillar}`}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={`pillar-${pillar}`}>{title}</CardTitle>
          <Badge tone={peerComparisonTone(peerComparison)} aria-label={`Peer comparison: ${peerComparison}`}>
            {peerComparison}
          </Badge>
        </div>
        <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={`${pillar}-score`}>
          {assessment.score}
          <span className="text-base font-medium text-slate-500">/100</span>
        </p>
        <Progress value={assessment.score} label={`${title} score`} className="mt-1" />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <section aria-label={`${title} score breakdown`}>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Score Breakdown</h3>
          <SubScoreList breakdown={assessment.breakdown} benchmarking={benchmarking} />
        </section>
        <section aria-label={`${title} key recommendations`}>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Key Recommendations</h3>
          <ul className="flex flex-col gap-2">
            {assessment.recommendations.map((text) => (
              <li key={text} className="flex gap-2 text-sm text-slate-700">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
