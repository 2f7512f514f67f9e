import {
  type MaterialityTopic,
  materialityLevelTone,
  materialityScoreLabel,
  materialitySum,
  sortTopicsBySum,
} from "@esg/domain";
import { Pencil } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShowMoreButton, useShownItems } from "../../components/ui/show-more";
import { cn } from "../../lib/cn";
import { CATEGORY_DOT } from "./category-style";

/** The topic list, highest business impact + stakeholder concern first (spec part 2 §2). */
export function TopicList({
  topics,
  onEdit,
}: {
  topics: readonly MaterialityTopic[];
  /** Each Edit is disabled with the reason for roles that cannot change topics. */
  onEdit: (topic: MaterialityTopic) => void;
}) {
  const list = useShownItems(sortTopicsBySum(topics));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Material Topics</CardTitle>
      </CardHeader>
      <CardContent>
        {topics.length === 0 ? (
          <EmptyState message="No materiality topics defined yet" />
        ) : (
          <>
            <ol aria-label="Material topics by priority" className="divide-y divide-slate-100">
              {list.shown.map((t) => (
                <li key={t.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span
                    aria-hidden="true"
                    className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", CATEGORY_DOT[t.category])}
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-medium break-words text-slate-900">{t.topic}</h3>
                      <Badge tone="outline">{t.category}</Badge>
                      <Badge tone={materialityLevelTone(t.materialityLevel)}>{t.materialityLevel}</Badge>
                    </div>
                    <p className="mt-1 text-xs text-slate-500">
                      Business impact {materialityScoreLabel(t.businessImpact)} · Stakeholder concern{" "}
                      {materialityScoreLabel(t.stakeholderConcern)} · Score {materialitySum(t)}/10
                    </p>
                    {t.description ? (
                      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">
                        {t.description}
                      </p>
                    ) : null}
                  </div>
                  <CanWrite>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${t.topic}`}
                      onClick={() => onEdit(t)}
                    >
                      <Pencil aria-hidden="true" />
                      <span className="max-sm:sr-only">Edit</span>
                    </Button>
                  </CanWrite>
                </li>
              ))}
            </ol>
            <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="topics" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
