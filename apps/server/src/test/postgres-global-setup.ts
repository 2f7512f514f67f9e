import { DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { dropTestDatabases, prepareTemplateDatabase, testPostgresUrl } from "@esg/db/testing";
import { hashPassword } from "../auth/password";

/** Migrates and seeds the template database once per run; drops it and every copy afterwards. */
export async function setup() {
  const url = testPostgresUrl();
  if (!url) return;
  const demoPasswordHash = await hashPassword(DEMO_USER.password);
  await prepareTemplateDatabase(url, async (db) => {
    await migrateToLatest(db);
    await seedIfEmpty(db, { demoPasswordHash });
  });
  return () => dropTestDatabases(url);
}
