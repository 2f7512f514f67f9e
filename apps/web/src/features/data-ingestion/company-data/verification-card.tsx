import type { VerificationResult } from "@esg/domain";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

const TONE = { pass: "green", fail: "red", skipped: "grey" } as const;

export function VerificationCard({ verification: v }: { verification: VerificationResult }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Verification</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ul className="space-y-1">
          {v.checks.map((c) => (
            <li key={c.name}>
              <Badge tone={TONE[c.status]}>{c.status}</Badge> <strong>{c.name}</strong>: {c.detail}
            </li>
          ))}
        </ul>
        <h4 className="font-semibold">Discrepancies ({v.discrepancies.length})</h4>
        {v.discrepancies.length === 0 ? (
          <p className="text-slate-500">No discrepancies found</p>
        ) : (
          <ul className="list-disc pl-5">
            {v.discrepancies.map((d) => (
              <li key={`${d.source}-${d.field}-${d.message}`}>
                {d.message}{" "}
                <span className="text-slate-500">({d.source === "llm" ? "AI" : "consistency"})</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-slate-600">{v.llm.note}</p>
      </CardContent>
    </Card>
  );
}
