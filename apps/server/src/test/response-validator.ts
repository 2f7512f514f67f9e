/**
 * Validates a real response against the OpenAPI document: its status must be documented for the operation,
 * its media type one the operation lists, and a JSON body must match that response's schema (ajv, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it, with formats such as `date`). `$ref`s resolve inside the document itself.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;

const DOC_ID = "https://verdant.invalid/openapi.json";

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

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
    const found: string[] = [];
    for (const name of Object.keys(response.headers ?? {})) {
      if (name === "X-Request-Id" && !res.headers.get(name)) found.push(`no ${name} header`);
    }
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
