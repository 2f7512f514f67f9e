import type { Generated } from "kysely";

/** A file backing a data source (2026-11-27T0500-evidence-and-review); listed once `status` is "stored". */
export interface CarbonEvidenceFilesTable {
  id: Generated<number>;
  company_id: number;
  data_source_id: number;
  file_name: string;
  /** The type sniffed from the bytes (CSV, which has no signature, from its name and text). */
  content_type: string;
  size: Generated<number>;
  /** SHA-256 (hex) of the bytes, set when the last piece has arrived. */
  sha256: string | null;
  status: "receiving" | "stored";
  uploaded_at: string;
  uploaded_by: number | null;
}

/** An evidence file's bytes in order, about 1 MiB a piece. */
export interface CarbonEvidenceChunksTable {
  id: Generated<number>;
  company_id: number;
  evidence_id: number;
  seq: number;
  data: Uint8Array;
}
