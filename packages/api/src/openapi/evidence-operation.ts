/**
 * POST /api/carbon/sources/{id}/evidence is a streamed file received by the server itself (apps/server
 * uploads/evidence-route.ts), not a procedure's JSON input; its operation is written here with the same error
 * bodies as the generated ones.
 */
import { carbonEvidenceSchema, EVIDENCE_TYPES } from "@esg/domain";
import { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import { errorResponses } from "./error-responses";
import { headerRefs } from "./headers";

export const EVIDENCE_UPLOAD_PATH = "/api/carbon/sources/{id}/evidence";

export function evidenceUploadOperation(): ZodOpenApiOperationObject {
  const extensions = EVIDENCE_TYPES.flatMap((t) => t.extensions).join(", ");
  return {
    tags: ["Carbon"],
    operationId: "carbon.attachEvidence",
    summary: "Attach an evidence file (PDF, image or spreadsheet, up to 20 MiB) to a data source",
    description: `The file is sent as \`multipart/form-data\` (field \`file\`) by editors and admins. Its type is read from its bytes and must match its name's extension (${extensions}) and any declared type; otherwise 415. Larger than 20 MiB (or declared so by Content-Length): 413. It is kept with its SHA-256, which the answer, the list, and the emissions export's \`evidence\` column give.`,
    requestParams: {
      path: z.object({ id: z.int().positive().meta({ description: "The data source's id", example: 1 }) }),
    },
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) },
      },
    },
    responses: {
      "201": {
        description: "Created: the file is kept",
        headers: headerRefs("X-Request-Id"),
        content: { "application/json": { schema: carbonEvidenceSchema } },
      },
      ...errorResponses({
        method: "POST",
        path: "/api/carbon/sources/:id/evidence",
        procedure: "carbon.evidence",
        tag: "Carbon",
        summary: "",
      }),
    },
  };
}
