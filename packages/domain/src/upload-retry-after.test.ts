import { describe, expect, it } from "vitest";
import {
  type ActiveUpload,
  UPLOAD_BYTES_PER_SECOND_ESTIMATE as RATE,
  uploadRetryAfterSeconds,
} from "./upload-retry-after";

const upload = (u: Partial<ActiveUpload> & { id: number }): ActiveUpload => ({
  userId: 7,
  status: "queued",
  bytesTotal: RATE,
  bytesRead: 0,
  receivedAt: `2026-11-29T10:00:0${u.id}Z`,
  ...u,
});

describe("uploadRetryAfterSeconds", () => {
  it.each([
    ["one waiting upload of 10 s of bytes", [upload({ id: 1, bytesTotal: 10 * RATE })], 10],
    [
      "a processing upload counts only its bytes left",
      [upload({ id: 1, status: "processing", bytesTotal: 10 * RATE, bytesRead: 6 * RATE })],
      4,
    ],
    [
      "another member's upload ahead in the company's line counts; the user's later ones do not",
      [
        upload({ id: 3, bytesTotal: 50 * RATE }),
        upload({ id: 2, bytesTotal: 5 * RATE }),
        upload({ id: 1, userId: 8, status: "processing", bytesTotal: 3 * RATE, bytesRead: RATE }),
      ],
      7,
    ],
    [
      "an upload still arriving without a declared length counts what has arrived, after those received",
      [upload({ id: 2, receivedAt: null, bytesTotal: null, bytesRead: 2.5 * RATE })],
      3,
    ],
    ["never less than a second", [upload({ id: 1, bytesTotal: 10 })], 1],
    ["never more than ten minutes", [upload({ id: 1, bytesTotal: 10_000 * RATE })], 600],
    ["no upload at all (a cap of 0)", [], 1],
  ])("%s", (_, uploads, seconds) => {
    expect(uploadRetryAfterSeconds(uploads, 7)).toBe(seconds);
  });
});
