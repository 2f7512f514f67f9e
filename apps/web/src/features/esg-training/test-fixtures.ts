import type { TrainingModule, TrainingProgress } from "@esg/domain";
import { completeTraining, trainingModuleInputSchema } from "@esg/domain";
import { mockApi } from "../../test/api";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

export function trainingModule(id: number, patch: Partial<TrainingModule> = {}): TrainingModule {
  return {
    id,
    title: `Module ${id}`,
    description: `Description of module ${id}`,
    category: "ESG Fundamentals",
    difficulty: "Beginner",
    duration: 60,
    content: { sections: [{ title: "Scopes", body: "Scope 1, 2 and 3 explained." }] },
    isRequired: false,
    completionCriteria: { passingScore: 80 },
    certificateTemplate: "standard",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...patch,
  };
}

export function progressOf(
  id: number,
  module: TrainingModule,
  patch: Partial<TrainingProgress> = {},
): TrainingProgress {
  return {
    id,
    moduleId: module.id,
    moduleTitle: module.title,
    moduleCategory: module.category,
    status: "in_progress",
    progressPercentage: 0,
    timeSpent: 0,
    score: null,
    certificateIssued: false,
    certificateDate: null,
    startedAt: "2026-02-01T09:00:00.000Z",
    completedAt: null,
    ...patch,
  };
}

/** One module per learner state, none in Social Impact. */
export const MODULES = [
  trainingModule(1, { title: "ESG Essentials", isRequired: true }),
  trainingModule(2, { title: "GHG Protocol Basics", difficulty: "Intermediate", duration: 90 }),
  trainingModule(3, {
    title: "Climate Scenario Analysis",
    category: "Climate Risk",
    difficulty: "Advanced",
    duration: 120,
  }),
  trainingModule(4, { title: "Board Oversight", category: "Governance", duration: 45 }),
];
const [m1, m2, m3] = MODULES as [TrainingModule, TrainingModule, TrainingModule, TrainingModule];

export const PROGRESS = [
  progressOf(11, m1, {
    status: "completed",
    progressPercentage: 100,
    timeSpent: 60,
    score: 85,
    certificateIssued: true,
    certificateDate: "2026-03-04T10:00:00.000Z",
    completedAt: "2026-03-04T10:00:00.000Z",
  }),
  progressOf(12, m2, {
    status: "completed",
    progressPercentage: 100,
    timeSpent: 90,
    completedAt: "2026-03-05T10:00:00.000Z",
  }),
  progressOf(13, m3, { progressPercentage: 40, timeSpent: 30 }),
];

/** A fake API keeping modules and progress in memory, enforcing the state machine like the server. */
export function fakeTraining(
  initial: { modules?: TrainingModule[]; progress?: TrainingProgress[] } = {},
  overrides: ProcedureMap = {},
) {
  let modules = [...(initial.modules ?? MODULES)];
  let progress = [...(initial.progress ?? PROGRESS)];
  let nextId = 100;
  const procedures: ProcedureMap = {
    "esgTraining.listModules": () => modules,
    "esgTraining.listProgress": () => progress,
    "esgTraining.createModule": (input) => {
      const values = trainingModuleInputSchema.parse(input);
      const created = trainingModule(nextId++, values);
      modules = [...modules, created];
      return created;
    },
    "esgTraining.updateModule": ({ id: rawId, ...input }) => {
      const id = Number(rawId);
      const current = modules.find((m) => m.id === id);
      if (!current) throw trpcError("NOT_FOUND", "Training module not found");
      const updated = { ...current, ...trainingModuleInputSchema.parse(input) };
      modules = modules.map((m) => (m.id === id ? updated : m));
      return updated;
    },
    "esgTraining.start": (input) => {
      const moduleId = Number(input.moduleId);
      const module = modules.find((m) => m.id === moduleId);
      if (!module) throw trpcError("NOT_FOUND", "Training module not found");
      if (progress.some((p) => p.moduleId === moduleId)) throw trpcError("CONFLICT", "Already started");
      const created = progressOf(nextId++, module, { startedAt: "2026-04-01T09:00:00.000Z" });
      progress = [created, ...progress];
      return created;
    },
    "esgTraining.complete": (input) => {
      const moduleId = Number(input.moduleId);
      const module = modules.find((m) => m.id === moduleId);
      const current = progress.find((p) => p.moduleId === moduleId);
      if (!module) throw trpcError("NOT_FOUND", "Training module not found");
      const result = completeTraining(current, module.duration);
      if (!result.ok || !current) throw trpcError("CONFLICT", "Illegal transition");
      const updated: TrainingProgress = {
        ...current,
        ...result.update,
        certificateDate: "2026-04-02T09:00:00.000Z",
        completedAt: current.completedAt ?? "2026-04-02T09:00:00.000Z",
      };
      progress = progress.map((p) => (p.id === current.id ? updated : p));
      return updated;
    },
    ...overrides,
  };
  return mockApi({ procedures });
}
