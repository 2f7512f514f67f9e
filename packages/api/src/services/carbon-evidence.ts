/**
 * Evidence files arrive as a stream (the server's route reads the multipart body). The first bytes decide
 * the type (`file-type` reads signatures; CSV, which has none, must be text) before anything is kept; the file
 * is then kept in ~1 MiB pieces as it arrives and hashed as it goes, and listed only once it is whole. A file
 * refused midway (too large, the connection dropped) leaves nothing behind.
 */
import {
  appendEvidenceChunk,
  createEvidence,
  deleteEvidence,
  finishEvidence,
  getDataSource,
  getEvidence,
  guardWrites,
} from "@esg/db";
import { type CarbonEvidence, EVIDENCE_MAX_BYTES, evidenceTypeOf, ROLE_GROUPS } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { fileTypeFromBuffer } from "file-type/core";
import { authorize } from "../authorize";
import type { Context } from "../context";
import { withWrite } from "../write";

/** An incremental SHA-256 over bytes (Node's crypto on the server). */
export type BytesHash = { update(bytes: Uint8Array): void; digest(): Promise<string> };

/** Signatures of zip-based spreadsheets sit past the first entry: this much of the head is sniffed. */
const SNIFF_BYTES = 64 * 1024;
const PIECE_BYTES = 1024 * 1024;

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

function tooLarge(limit: number): TRPCError {
  return new TRPCError({
    code: "PAYLOAD_TOO_LARGE",
    message: `An evidence file can be at most ${mib(limit)}`,
  });
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream`: a character cut at the end of the head is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Refuses a declared length above the limit before any of the body is read. */
export function checkEvidenceLength(declared: number | null, limit = EVIDENCE_MAX_BYTES): void {
  // The multipart envelope adds a few hundred bytes around the file.
  if (declared !== null && declared > limit + 64 * 1024) throw tooLarge(limit);
}

export async function receiveEvidence(
  ctx: Context,
  input: {
    sourceId: number;
    fileName: string;
    declaredType: string;
    chunks: AsyncIterable<Uint8Array>;
    hash: BytesHash;
    maxBytes?: number;
  },
): Promise<CarbonEvidence> {
  const who = authorize(ctx, ROLE_GROUPS.write, "mutation");
  const limit = input.maxBytes ?? EVIDENCE_MAX_BYTES;
  const db = guardWrites(who.db);
  const writer = { db, companyId: who.companyId, user: { id: who.user.id } };
  const ids = { companyId: who.companyId, id: input.sourceId };
  if (!(await getDataSource(db, ids))) {
    throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
  }
  const iterator = input.chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.byteLength;
    if (headBytes > limit) throw tooLarge(limit);
  }
  if (headBytes === 0) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "The file is empty" });
  }
  const first = concat(head, headBytes);
  const sniffed = (await fileTypeFromBuffer(first))?.mime ?? null;
  const verdict = evidenceTypeOf({
    fileName: input.fileName,
    declaredType: input.declaredType,
    sniffed,
    isText: isText(first.subarray(0, SNIFF_BYTES)),
  });
  if (!verdict.ok) throw new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: verdict.message });

  const evidenceId = await withWrite(writer, (w) =>
    createEvidence(w.db, {
      companyId: w.companyId,
      dataSourceId: input.sourceId,
      fileName: input.fileName,
      contentType: verdict.contentType,
      uploadedAt: new Date().toISOString(),
      uploadedBy: who.user.id,
    }),
  );
  try {
    let size = 0;
    let seq = 0;
    let piece: Uint8Array[] = [];
    let pieceBytes = 0;
    const keep = async () => {
      if (pieceBytes === 0) return;
      const data = concat(piece, pieceBytes);
      const n = seq++;
      // Bookkeeping: the file is listed (and audited) once it is whole.
      await withWrite(writer, (w) =>
        appendEvidenceChunk(w.db, { companyId: w.companyId, evidenceId, seq: n, data }),
      );
      piece = [];
      pieceBytes = 0;
    };
    const take = async (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > limit) throw tooLarge(limit);
      input.hash.update(chunk);
      piece.push(chunk);
      pieceBytes += chunk.byteLength;
      if (pieceBytes >= PIECE_BYTES) await keep();
    };
    await take(first);
    if (!ended)
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) await take(next.value);
    await keep();
    const sha256 = await input.hash.digest();
    await withWrite(writer, async (w) => {
      await finishEvidence(w.db, { companyId: w.companyId, evidenceId, size, sha256 });
      await w.audit({
        action: "upload",
        entity: "carbon_evidence",
        entityId: evidenceId,
        after: {
          dataSourceId: input.sourceId,
          fileName: input.fileName,
          sha256,
          size,
          contentType: verdict.contentType,
        },
      });
    });
  } catch (error) {
    await withWrite(writer, (w) => deleteEvidence(w.db, { companyId: w.companyId, evidenceId }));
    throw error;
  }
  const stored = await getEvidence(db, {
    companyId: who.companyId,
    dataSourceId: input.sourceId,
    evidenceId,
  });
  if (!stored) throw new TRPCError({ code: "NOT_FOUND", message: "Evidence not found" });
  return stored;
}
