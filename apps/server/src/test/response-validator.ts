/**
 * Validates a real response against the OpenAPI document: its status must be documented for the operation,
 * its headers as the response lists them, its media type one the operation lists, and a JSON body must match
 * that response's schema (ajv, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it, with formats such as `date`). `$ref`s resolve inside the document itself.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;

const DOC_ID = "https://verdant.invalid/openapi.json";

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Headers the document describes on the responses that carry them (lower case, as Headers gives them). */
const DESCRIBED_HEADERS = [
  "x-total-count",
  "x-page",
  "x-page-size",
  "link",
  "retry-after",
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
  "idempotent-replayed",
];

export function responseValidator(document: Json) {
  // Not strict: the document is not a schema itself, and OpenAPI adds keywords (example, discriminator…).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOC_ID });
  const resolve = (value: unknown): Json => {
    const ref = (value as Json | undefined)?.$ref;
    if (typeof ref !== "string") return value as Json;
    return ref
      .slice(2)
      .split("/")
      .reduce<unknown>(
        (node, key) => (node as Json)[key.replace(/~1/g, "/").replace(/~0/g, "~")],
        document,
      ) as Json;
  };

  const headerSchemas = new Map<string, ReturnType<typeof ajv.compile>>();
  /**
   * The response's headers against the documented ones: the request id and any `required` header present, each
   * documented header's value valid for its schema (integers as digits), and none of the headers the document
   * describes somewhere (paging, budgets, replays) sent where this response does not list it.
   */
  function headerProblems(documentedHeaders: Json, headers: Headers): string[] {
    const found: string[] = [];
    const listed = new Set(Object.keys(documentedHeaders).map((n) => n.toLowerCase()));
    for (const [name, value] of Object.entries(documentedHeaders)) {
      const header = resolve(value) as { required?: boolean; schema?: Json };
      const text = headers.get(name);
      if (text === null) {
        if (name === "X-Request-Id" || header.required) found.push(`no ${name} header`);
        continue;
      }
      if (!header.schema) continue;
      const key = JSON.stringify(header.schema);
      let validate = headerSchemas.get(key);
      if (!validate) {
        validate = ajv.compile(header.schema);
        headerSchemas.set(key, validate);
      }
      const numeric = header.schema.type === "integer" || header.schema.type === "number";
      const parsed = numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      if (!validate(parsed))
        found.push(`header ${name}: ${JSON.stringify(text)} ${ajv.errorsText(validate.errors)}`);
    }
    for (const name of DESCRIBED_HEADERS) {
      if (headers.has(name) && !listed.has(name))
        found.push(`header ${name} is sent but not documented here`);
    }
    return found;
  }

  /** The problems of one response, or [] when it conforms. */
  return async function problems(
    op: { path: string; method: string },
    res: { status: number; headers: Headers; text(): Promise<string> },
  ): Promise<string[]> {
    const operation = ((document.paths as Json)[op.path] as Json | undefined)?.[op.method.toLowerCase()] as
      | { responses: Json }
      | undefined;
    if (!operation) return [`${op.method} ${op.path} is not documented`];
    const documented = operation.responses[String(res.status)];
    if (!documented) return [`status ${res.status} is not documented`];
    const response = resolve(documented) as { content?: Json; headers?: Json };
    const found = headerProblems(response.headers ?? {}, res.headers);
    const content = response.content ?? {};
    const type = (res.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const mediaType = Object.keys(content).find((t) => t.split(";")[0]?.trim() === type);
    if (!mediaType)
      return [...found, `media type ${type} is not documented (${Object.keys(content).join(", ")})`];
    const schema = (content[mediaType] as Json).schema as Json | undefined;
    // A file's bytes (an upload sent back as it came) are content of their media type, not a JSON value.
    if (!schema || (schema.type === "string" && schema.contentMediaType)) return found;
    const ref = (documented as Json).$ref;
    const base =
      typeof ref === "string"
        ? ref.slice(2)
        : pointer("paths", op.path, op.method.toLowerCase(), "responses", String(res.status));
    const at = `${DOC_ID}#/${base}/${pointer("content", mediaType, "schema")}`;
    const validate = ajv.getSchema(at) ?? ajv.compile({ $ref: at });
    if (!validate(JSON.parse(await res.text()))) {
      for (const e of validate.errors ?? []) {
        found.push(`${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
      }
    }
    return found;
  };
}
