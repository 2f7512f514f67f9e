import { afterAll, expect } from "vitest";
import { closeOpenTestDatabases } from "./test-app";

// Runs after every test file. Files share their worker's modules (isolate: false in vitest.config.ts), so a
// database a file forgot to close would stay open for the rest of the run (on PostgreSQL, a connection pool
// and a database copy). Close it, then fail the file that left it, so the leak is fixed where it started.
afterAll(async () => {
  const left = await closeOpenTestDatabases();
  expect(left, "test databases this file left open (close every test app, e.g. in afterEach)").toBe(0);
});
