import { DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { dropTestDatabases, prepareTemplateDatabase, testPostgresUrl } from "@esg/db/testing";
import type { TestProject } from "vitest/node";
import { hashPassword } from "../auth/password";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's id for @esg/db/testing (PostgreSQL only; "" on SQLite). */
    testDatabaseRun: string;
  }
}

/** Migrates and seeds this run's template database once; drops it and every copy afterwards. */
export async function setup(project: TestProject) {
  const url = testPostgresUrl();
  project.provide("testDatabaseRun", "");
  if (!url) return;
  const demoPasswordHash = await hashPassword(DEMO_USER.password);
  const run = await prepareTemplateDatabase(url, async (db) => {
    await migrateToLatest(db);
    await seedIfEmpty(db, { demoPasswordHash });
  });
  project.provide("testDatabaseRun", run);
  return () => dropTestDatabases(url, run);
}
