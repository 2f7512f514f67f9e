import { type EsgRating, ratingSummary } from "@esg/domain";
import { Award, Building2, TrendingUp, Users } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";

/** Spec §2: number of providers, average score %, number improving, average peer ranking %. */
export function RatingSummaryCards({ ratings }: { ratings: readonly EsgRating[] }) {
  const s = ratingSummary(ratings);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Rating Providers"
        value={s.providers}
        hint="Agencies rating the company"
        icon={<Building2 />}
      />
      <StatCard
        label="Average Score"
        value={`${s.averageScore}%`}
        hint={`Normalised, across ${ratings.length} ${ratings.length === 1 ? "rating" : "ratings"}`}
        icon={<Award />}
      />
      <StatCard label="Improving" value={s.improving} hint="Providers trending up" icon={<TrendingUp />} />
      <StatCard
        label="Avg Peer Ranking"
        value={`${s.averagePeerRanking}%`}
        hint="Average percentile vs. industry peers"
        icon={<Users />}
      />
    </div>
  );
}
