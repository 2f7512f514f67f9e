import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

const startScript = (path: string) =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as { scripts: { start: string } }).scripts
    .start;

describe("the server's V8 flags", () => {
  it.each(["../package.json", "../../../package.json"])("%s starts the server with them", (path) => {
    const start = startScript(path);
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} `);
  });
});
