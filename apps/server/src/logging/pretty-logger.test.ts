import { Writable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { createServerLogger, type LoadPretty } from "./pretty-logger";

/** A real stream (pino-pretty pipes into it) that keeps what it is given. */
function memory() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { destination, text: () => stripVTControlCharacters(chunks.join("")) };
}

function notInstalled(): LoadPretty {
  return () =>
    Promise.reject(
      Object.assign(new Error("Cannot find package 'pino-pretty'"), { code: "ERR_MODULE_NOT_FOUND" }),
    );
}

describe("createServerLogger", () => {
  it("writes JSON lines without importing pino-pretty when pretty logs are off", async () => {
    const load = vi.fn<LoadPretty>(() => import("pino-pretty"));
    const out = memory();
    const logger = await createServerLogger(
      { level: "info", pretty: false, destination: out.destination },
      load,
    );
    logger.info("hello");
    expect(load).not.toHaveBeenCalled();
    expect(JSON.parse(out.text())).toMatchObject({ level: 30, msg: "hello" });
  });

  it("writes human-readable lines through pino-pretty when pretty logs are on", async () => {
    const load = vi.fn<LoadPretty>(() => import("pino-pretty"));
    const out = memory();
    const logger = await createServerLogger(
      { level: "info", pretty: true, destination: out.destination },
      load,
    );
    logger.info("hello");
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).toHaveBeenCalledTimes(1);
    expect(out.text()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: hello\n$/);
  });

  it("falls back to JSON lines with a warning that names the fix when pino-pretty is not installed", async () => {
    const out = memory();
    const logger = await createServerLogger(
      { level: "info", pretty: true, destination: out.destination },
      notInstalled(),
    );
    logger.info("hello");
    const lines = out
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ level: 40 });
    expect(lines[0].msg).toContain("pino-pretty, a dev dependency that is not installed");
    expect(lines[0].msg).toContain("pnpm install");
    expect(lines[1]).toMatchObject({ level: 30, msg: "hello" });
  });

  it("does not hide other failures to load pino-pretty", async () => {
    const broken: LoadPretty = () => Promise.reject(new SyntaxError("Unexpected token"));
    await expect(createServerLogger({ level: "info", pretty: true }, broken)).rejects.toThrow(
      "Unexpected token",
    );
  });
});
