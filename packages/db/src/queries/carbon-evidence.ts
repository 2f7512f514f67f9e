/**
 * Evidence files of carbon data sources: a row per file and its bytes in ~1 MiB pieces (both engines store
 * BLOB/bytea), read back a slice at a time like a streamed upload's file. Every function takes the company id.
 */
import { type CarbonEvidence, evidenceLabel } from "@esg/domain";
import { sql } from "kysely";
import type { Db } from "../create-db";
import { engineOf } from "../engine";

export async function createEvidence(
  db: Db,
  p: {
    companyId: number;
    dataSourceId: number;
    fileName: string;
    contentType: string;
    uploadedAt: string;
    uploadedBy: number | null;
  },
): Promise<number> {
  const r = await db
    .insertInto("carbon_evidence_files")
    .values({
      company_id: p.companyId,
      data_source_id: p.dataSourceId,
      file_name: p.fileName,
      content_type: p.contentType,
      status: "receiving",
      uploaded_at: p.uploadedAt,
      uploaded_by: p.uploadedBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Keeps one piece of an evidence file being received, in order. */
export async function appendEvidenceChunk(
  db: Db,
  p: { companyId: number; evidenceId: number; seq: number; data: Uint8Array },
): Promise<void> {
  await db
    .insertInto("carbon_evidence_chunks")
    .values({ company_id: p.companyId, evidence_id: p.evidenceId, seq: p.seq, data: p.data })
    .execute();
}

/** The file has arrived whole: its size and SHA-256 are recorded and it is listed from now on. */
export async function finishEvidence(
  db: Db,
  p: { companyId: number; evidenceId: number; size: number; sha256: string },
): Promise<void> {
  await db
    .updateTable("carbon_evidence_files")
    .set({ size: p.size, sha256: p.sha256, status: "stored" })
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.evidenceId)
    .execute();
}

/** Deletes an evidence file and its pieces (a refused or removed one). */
export async function deleteEvidence(db: Db, p: { companyId: number; evidenceId: number }): Promise<boolean> {
  await db
    .deleteFrom("carbon_evidence_chunks")
    .where("company_id", "=", p.companyId)
    .where("evidence_id", "=", p.evidenceId)
    .execute();
  const r = await db
    .deleteFrom("carbon_evidence_files")
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.evidenceId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * Evidence files still "receiving" since before `staleBefore`: their request ended without finishing them
 * (the process stopped mid-file), so they were never listed and never will be. Deletes them and their pieces,
 * every company's (server housekeeping, with the sweep of interrupted uploads); returns how many.
 */
export async function discardStaleEvidence(db: Db, p: { staleBefore: string }): Promise<number> {
  const stale = await db
    .selectFrom("carbon_evidence_files")
    .select(["id", "company_id"])
    .where("status", "=", "receiving")
    .where("uploaded_at", "<", p.staleBefore)
    .execute();
  for (const e of stale) await deleteEvidence(db, { companyId: e.company_id, evidenceId: e.id });
  return stale.length;
}

function evidenceQuery(db: Db, companyId: number) {
  return db
    .selectFrom("carbon_evidence_files as e")
    .leftJoin("users as u", "u.id", "e.uploaded_by")
    .select([
      "e.id",
      "e.data_source_id",
      "e.file_name",
      "e.sha256",
      "e.size",
      "e.content_type",
      "e.uploaded_at",
      "u.name as uploaded_by_name",
    ])
    .where("e.company_id", "=", companyId)
    .where("e.status", "=", "stored");
}

type EvidenceRow = Awaited<ReturnType<ReturnType<typeof evidenceQuery>["execute"]>>[number];

const toEvidence = (r: EvidenceRow): CarbonEvidence => ({
  id: r.id,
  dataSourceId: r.data_source_id,
  fileName: r.file_name,
  sha256: r.sha256 ?? "",
  size: Number(r.size),
  contentType: r.content_type,
  uploadedAt: r.uploaded_at,
  uploadedBy: r.uploaded_by_name ?? null,
});

/** A data source's evidence files, oldest first. */
export async function listEvidence(
  db: Db,
  p: { companyId: number; dataSourceId: number },
): Promise<CarbonEvidence[]> {
  const rows = await evidenceQuery(db, p.companyId)
    .where("e.data_source_id", "=", p.dataSourceId)
    .orderBy("e.id")
    .execute();
  return rows.map(toEvidence);
}

export async function getEvidence(
  db: Db,
  p: { companyId: number; dataSourceId: number; evidenceId: number },
): Promise<CarbonEvidence | null> {
  const r = await evidenceQuery(db, p.companyId)
    .where("e.data_source_id", "=", p.dataSourceId)
    .where("e.id", "=", p.evidenceId)
    .executeTakeFirst();
  return r ? toEvidence(r) : null;
}

/** "name (sha256:…); …" of every data source of the company that has evidence, for the emissions export. */
export async function evidenceLabelsBySource(db: Db, p: { companyId: number }): Promise<Map<number, string>> {
  const rows = await evidenceQuery(db, p.companyId).orderBy("e.id").execute();
  const bySource = new Map<number, { fileName: string; sha256: string }[]>();
  for (const r of rows) {
    const files = bySource.get(r.data_source_id) ?? [];
    files.push({ fileName: r.file_name, sha256: r.sha256 ?? "" });
    bySource.set(r.data_source_id, files);
  }
  return new Map([...bySource].map(([id, files]) => [id, evidenceLabel(files)]));
}

/** A download holds one slice of a piece in memory, as for an upload's file (carbon-uploads.ts). */
const SLICE_BYTES = 128 * 1024;

/** The evidence file's bytes in order, a slice per query, on both engines. */
export async function* eachEvidenceChunk(
  db: Db,
  p: { companyId: number; evidenceId: number },
): AsyncGenerator<Uint8Array> {
  const slice =
    engineOf(db) === "postgres"
      ? (from: number) => sql<Uint8Array>`substring(data from ${from} for ${SLICE_BYTES})`
      : (from: number) => sql<Uint8Array>`substr(data, ${from}, ${SLICE_BYTES})`;
  for (let seq = 0; ; seq++) {
    for (let from = 1; ; from += SLICE_BYTES) {
      const r = await db
        .selectFrom("carbon_evidence_chunks")
        .select(slice(from).as("part"))
        .where("company_id", "=", p.companyId)
        .where("evidence_id", "=", p.evidenceId)
        .where("seq", "=", seq)
        .executeTakeFirst();
      if (!r) return;
      if (r.part.byteLength > 0) yield r.part;
      if (r.part.byteLength < SLICE_BYTES) break;
    }
  }
}
