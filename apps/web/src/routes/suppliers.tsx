import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const SuppliersPage = lazyRouteComponent(
  () => import("../features/suppliers/suppliers-page"),
  "SuppliersPage",
);

export const suppliersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/suppliers",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.suppliers.list.queryOptions());
  },
  component: SuppliersPage,
});
