export type {
  ApiTokenAuth,
  AuthPort,
  Context,
  FetchedPage,
  InvitationMail,
  LlmPort,
  MailPort,
  RateLimit,
  RateLimitBucket,
  RateLimitVerdict,
  WebFetcher,
  WebFetchFailure,
  WebhookTargetPolicy,
} from "./context";
export { WebFetchError } from "./context";
export { ERROR_REASONS, type ErrorReason } from "./error-reasons";
export {
  ApiError,
  asTrpcError,
  type ErrorBody,
  finishErrorBody,
  retryAfterHeaders,
  toErrorBody,
  tooManyRequests,
} from "./errors";
export { jsonTextOf } from "./json-text";
export { conflict, foundOrThrow } from "./ownership";
export { errorResponse, handleRestRequest, handleRestRoute, type RestHandlerOptions } from "./rest/handler";
export { matchRestRoute, type RestMatch } from "./rest/match";
export type {
  FileProcedurePath,
  ProcedurePath,
  RestDeclaration,
  RestRoute,
  RestTag,
} from "./rest/route-types";
export { restRoutes } from "./rest/routes";
export {
  attachmentHeaders,
  fileBytes,
  parseRestBody,
  procedureAt,
  queryInput,
  type RestBody,
  type RestFileOutput,
  restInput,
} from "./rest-call";
export { type AppRouter, appRouter, createCaller } from "./root";
export { loadFullAssessment } from "./services/assessment";
/** The cached results themselves, so that server tests can tell a kept result (the same object) from a rebuilt one. */
export { loadCarbonAnalysis } from "./services/carbon-analysis";
export { type BytesHash, checkEvidenceLength, receiveEvidence } from "./services/carbon-evidence";
export { loadDashboard } from "./services/dashboard";
export { INGEST_BATCH_ROWS, type IncrementalHash } from "./services/ingest/ingest-run";
export { beginUpload, processUpload, receiveUploadFile, type UploadJob } from "./services/ingest/upload";
export {
  DEFAULT_UPLOAD_LIMITS,
  type UploadLimits,
  UploadNotAdmitted,
  type UploadRoom,
} from "./services/ingest/upload-admission";
export { runQueuedUpload } from "./services/ingest/upload-queue";
export { createOpenAiLlm } from "./services/openai-llm";
/** The one write path; server tests use it to show what a rolled-back write leaves behind. */
export { type WebhookEmit, type WriteScope, withWrite } from "./write";
