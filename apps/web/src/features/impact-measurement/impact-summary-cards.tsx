import { type ImpactMeasurement, summariseImpact } from "@esg/domain";
import { BadgeCheck, BarChart3, Coins, HeartHandshake, Leaf, Users } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";
import { formatNumber } from "./format";

/** The six counts (spec §2): total, environmental, social, economic, verified, beneficiaries. */
export function ImpactSummaryCards({ items }: { items: readonly ImpactMeasurement[] }) {
  const s = summariseImpact(items);
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      <StatCard label="Total Measurements" value={s.total} icon={<BarChart3 />} />
      <StatCard label="Environmental" value={s.environmental} icon={<Leaf />} />
      <StatCard label="Social" value={s.social} icon={<HeartHandshake />} />
      <StatCard label="Economic" value={s.economic} icon={<Coins />} />
      <StatCard label="Verified" value={s.verified} hint="Third-party verified" icon={<BadgeCheck />} />
      <StatCard label="Beneficiaries" value={formatNumber(s.beneficiaries)} icon={<Users />} />
    </div>
  );
}
