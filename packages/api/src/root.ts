import { aiRouter } from "./routers/ai";
import { authRouter } from "./routers/auth";
import { companiesRouter } from "./routers/companies";
import { dashboardRouter } from "./routers/dashboard";
import { demoRouter } from "./routers/demo";
import { documentsRouter } from "./routers/documents";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  ai: aiRouter,
  auth: authRouter,
  companies: companiesRouter,
  dashboard: dashboardRouter,
  documents: documentsRouter,
  demo: demoRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
