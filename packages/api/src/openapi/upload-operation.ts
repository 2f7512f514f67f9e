/**
 * POST /api/carbon/uploads is not a procedure's JSON input but a streamed file, received by the
 * server itself (apps/server uploads/upload-route.ts); its operation is written here, beside the generated ones,
 * with the same error bodies.
 */
import { CARBON_SOURCE_TYPES, carbonUploadAcceptedSchema } from "@esg/domain";
import { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import { errorResponses } from "./error-responses";
import { headerRefs } from "./headers";

export const STREAMED_UPLOAD_PATH = "/api/carbon/uploads";

const fields = {
  sourceType: z.enum(CARBON_SOURCE_TYPES).optional().meta({ description: "Default energy_bill" }),
  fileName: z.string().max(255).optional().meta({ description: "Default: the file part's own name" }),
  allowDuplicate: z.enum(["true", "false"]).optional().meta({
    description:
      '"true" counts rows that are bills already counted (default: the upload fails at its finish, its status listing them in `duplicates`)',
  }),
};

export function streamedUploadOperation(maxBytesLabel: string): ZodOpenApiOperationObject {
  return {
    tags: ["Carbon"],
    operationId: "carbon.streamedUpload",
    summary: "Upload a CSV or JSON file of activities, streamed and processed in the background",
    description: `The file is sent as \`multipart/form-data\` (field \`file\`, optional fields \`sourceType\`, \`fileName\`, \`allowDuplicate\` before it) or as a raw \`text/csv\` / \`application/json\` body (the same fields as query parameters). It is read as a stream, never held whole, up to ${maxBytesLabel} (JSON files up to 20 MiB). A declared \`Content-Length\` past the limit is refused (413) before the body is read. The answer comes as soon as the file has arrived; the upload then waits in a queue (a few processed at a time, one per company; its status is \`queued\` with its \`queuePosition\`): follow it with GET /api/carbon/uploads/{id}. A user may have a few uploads queued or processing at once (default 5): one more is 429 with \`Retry-After\`. A company's stored upload content has a quota (default 2 GiB): a file that does not fit is 413, with how much is used and the limit. All or nothing: any bad row fails the upload, nothing of it is stored, and every bad row is reported with its line (the first 1,000 listed).`,
    requestParams: { query: z.object(fields) },
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ ...fields, file: z.string().meta({ format: "binary" }) }),
        },
        "text/csv": { schema: z.string() },
        "application/json": { schema: z.unknown() },
      },
    },
    responses: {
      "202": {
        description: "Accepted: the file arrived and is queued for processing",
        headers: headerRefs("X-Request-Id"),
        content: { "application/json": { schema: carbonUploadAcceptedSchema } },
      },
      ...errorResponses({
        method: "POST",
        path: STREAMED_UPLOAD_PATH,
        procedure: "carbon.beginUpload",
        tag: "Carbon",
        summary: "",
        errors: [429],
      }),
    },
  };
}
