/**
 * The transport-neutral steps of a call on a declared REST route, shared by the server's Hono adapter
 * (apps/server/src/http/rest-adapter.ts) and the offline demo's in-browser handler (apps/web/src/demo).
 */
import { vouchFreeOfControlCharacters } from "./control-characters";
import type { ErrorBody } from "./errors";
import type { createCaller } from "./root";

type Caller = ReturnType<typeof createCaller>;
type Procedure = (input: unknown) => Promise<unknown>;

/** The procedure at a dotted path of a caller (the caller is a proxy: walking the path yields the function). */
export function procedureAt(caller: Caller, path: string): Procedure {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

/**
 * A read's input: its query string (`?year=2024&page=2`; the procedure's schema coerces the text), or
 * undefined when there is none.
 */
export function queryInput(search: URLSearchParams): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [k, v] of search) out[k] = v;
  return Object.keys(out).length ? out : undefined;
}

/** Path parameters (other than `:companyId`) merged over the JSON body (or a read's query): the input. */
export function restInput(params: Record<string, string>, body: unknown): unknown {
  if (Object.keys(params).length === 0) return body;
  const base = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  return { ...base, ...params };
}

/** No input of this API nests deeper than a few levels; recursive validators must never meet 10,000. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP = `JSON nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * One pass over JSON text: whether it opens more than `max` arrays/objects at once, and whether any of its
 * strings may hold a C0 control character once parsed. Such a character can only come from an escape (JSON
 * refuses it raw inside a string): `\b`, `\f` or `\u000X`/`\u001X` (tab, line feed and carriage return
 * written as `\u0009`, `\u000A`, `\u000D` count too: the walk that follows tells them apart).
 */
export function scanJsonText(text: string, max: number): { tooDeep: boolean; mayHoldControl: boolean } {
  let depth = 0;
  let inString = false;
  let mayHoldControl = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) {
        const next = text.charCodeAt(++i);
        if (next === 0x62 /* b */ || next === 0x66 /* f */) mayHoldControl = true;
        else if (
          next === 0x75 /* u */ &&
          text.charCodeAt(i + 1) === 0x30 &&
          text.charCodeAt(i + 2) === 0x30 &&
          (text.charCodeAt(i + 3) === 0x30 || text.charCodeAt(i + 3) === 0x31)
        ) {
          mayHoldControl = true;
        }
      } else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return { tooDeep: true, mayHoldControl };
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return { tooDeep: false, mayHoldControl };
}

export type RestBody = { ok: true; value: unknown } | { ok: false; status: 400 | 415; error: ErrorBody };

/** A write's body: empty → undefined, else JSON (415 for another content type, 400 when malformed). */
export function parseRestBody(text: string, contentType: string): RestBody {
  if (text.trim() === "") return { ok: true, value: undefined };
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    return {
      ok: false,
      status: 415,
      error: { message: "Send the body as application/json", code: "UNSUPPORTED_MEDIA_TYPE" },
    };
  }
  const scan = scanJsonText(text, MAX_JSON_DEPTH);
  if (scan.tooDeep) {
    return {
      ok: false,
      status: 400,
      error: { message: TOO_DEEP, code: "BAD_REQUEST", reason: "malformed_body" },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      status: 400,
      error: { message: "Malformed JSON body", code: "BAD_REQUEST", reason: "malformed_body" },
    };
  }
  // Every documented body is an object: anything else is refused here, the same way for every route, rather
  // than reaching a schema whose refinements read its fields.
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const message = "The body must be a JSON object";
    return {
      ok: false,
      status: 400,
      error: { message, code: "BAD_REQUEST", reason: "validation_failed", issues: [{ path: [], message }] },
    };
  }
  // The scan above saw every string of the body: when none can hold a control character, the procedure's
  // check of its input need not walk the parsed body again (hundreds of thousands of strings in an ingest).
  if (!scan.mayHoldControl) vouchFreeOfControlCharacters(value);
  return { ok: true, value };
}

export {
  attachmentHeaders,
  fileBytes,
  type RestFileOutput,
} from "./rest/file-response";
