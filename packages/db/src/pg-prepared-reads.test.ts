import { describe, expect, it } from "vitest";
import { isPreparableRead, statementName } from "./pg-prepared-reads";

describe("reads prepared on PostgreSQL", () => {
  it.each([
    ['select "id", "name" from "companies" where "id" = $1', true],
    ["\n    SELECT version FROM company_data_versions WHERE company_id = $1", true],
    ['select "users"."id", count(*) as "n" from "users" group by "users"."id"', true],
    ['select * from "companies" where "id" = $1', false],
    ['select "sessions".*, "users"."name" from "sessions"', false],
    ['select "id", * from "companies"', false],
    ['insert into "companies" ("name") values ($1)', false],
    ['update "companies" set "name" = $1', false],
    ["with x as (select 1) select * from x", false],
  ])("%s → %s", (text, expected) => {
    expect(isPreparableRead(text)).toBe(expected);
  });

  it("names a text the same way every time, and different texts differently", () => {
    const a = statementName('select "id" from "companies"');
    expect(a).toMatch(/^esg_[0-9a-f]{24}$/);
    expect(statementName('select "id" from "companies"')).toBe(a);
    expect(statementName('select "id" from "users"')).not.toBe(a);
    expect(statementName('select * from "users"')).toBeNull();
  });
});
