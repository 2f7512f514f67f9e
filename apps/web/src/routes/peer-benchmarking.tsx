import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const PeerBenchmarkingPage = lazyRouteComponent(
  () => import("../features/peer-benchmarking/peer-benchmarking-page"),
  "PeerBenchmarkingPage",
);

export const peerBenchmarkingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/peer-benchmarking",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.peerBenchmarking.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.companies.get.queryOptions());
  },
  component: PeerBenchmarkingPage,
});
