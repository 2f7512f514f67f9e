import { setupServer } from "msw/node";

/** One MSW server for the web test suite; tests add handlers with `server.use(...)`. */
export const server = setupServer();
