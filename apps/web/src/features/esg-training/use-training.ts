import type { TrainingProgress } from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTRPC } from "../../lib/trpc";

/** The two lists of the screen, and the learner's record per module id. */
export function useTrainingData() {
  const trpc = useTRPC();
  const modules = useQuery(trpc.esgTraining.listModules.queryOptions());
  const progress = useQuery(trpc.esgTraining.listProgress.queryOptions());
  const progressByModule = useMemo(
    () => new Map((progress.data ?? []).map((p) => [p.moduleId, p] as const)),
    [progress.data],
  );
  return { modules, progress, progressByModule };
}

export type TrainingLookup = ReadonlyMap<number, TrainingProgress>;

export type ProgressActions = ReturnType<typeof useProgressMutations>;

/**
 * 'Start Training' (POST /api/training-progress) and completion / 'Get Certificate'
 * (PUT /api/training-progress/{moduleId}/complete). Both refetch the progress list. Failures show no toast
 * (spec part 2 §8); the module whose call failed is reported so its card can say so inline.
 */
export function useProgressMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failedModuleId, setFailedModuleId] = useState<number | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.esgTraining.listProgress.queryKey() });
  const start = useMutation(trpc.esgTraining.start.mutationOptions({ onSettled: refetch }));
  const complete = useMutation(trpc.esgTraining.complete.mutationOptions({ onSettled: refetch }));

  async function run<T>(moduleId: number, call: () => Promise<T>): Promise<T | null> {
    setFailedModuleId(null);
    try {
      return await call();
    } catch {
      setFailedModuleId(moduleId);
      return null;
    }
  }

  return {
    start: (moduleId: number) => run(moduleId, () => start.mutateAsync({ moduleId, status: "in_progress" })),
    /** The server issues the certificate with the fixed score 85 whatever is sent (spec §9). */
    complete: (moduleId: number) =>
      run(moduleId, () => complete.mutateAsync({ moduleId, score: 85, status: "completed" })),
    pendingModuleId: start.isPending
      ? start.variables?.moduleId
      : complete.isPending
        ? complete.variables?.moduleId
        : undefined,
    failedModuleId,
  };
}
