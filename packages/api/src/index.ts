export type { AuthPort, Context } from "./context";
export { asTrpcError, type ErrorBody, toErrorBody } from "./errors";
export { type RestRoute, restRoutes } from "./rest-routes";
export { type AppRouter, appRouter, createCaller } from "./root";
