import { type LevelCounts, RISK_LEVELS, type RiskLevel } from "@esg/domain";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge";
import { LEVEL_BADGE } from "./risk-style";

export function RiskLevelBadge({ level, children }: { level: RiskLevel; children?: ReactNode }) {
  return (
    <Badge className={LEVEL_BADGE[level]} data-level={level}>
      {children ?? level}
    </Badge>
  );
}

/** 'Critical 1 · High 2 …', highest first, leaving out levels with no risk. */
export function LevelCountBadges({ counts }: { counts: LevelCounts }) {
  const levels = [...RISK_LEVELS].reverse().filter((l) => counts[l] > 0);
  if (levels.length === 0) return <span className="text-xs text-slate-500">No active risks</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {levels.map((l) => (
        <RiskLevelBadge key={l} level={l}>
          {l} {counts[l]}
        </RiskLevelBadge>
      ))}
    </span>
  );
}
