import {
  CARBON_SOURCE_TYPE_LABELS,
  CARBON_SOURCE_TYPES,
  type CarbonIngestInput,
  type CarbonIngestResult,
  type CarbonSourceType,
  carbonIngestExampleText,
  DEFAULT_CARBON_SOURCE_TYPE,
  INGEST_TOASTS,
  rawDataFromText,
} from "@esg/domain";
import { FileUp, Play, Sparkles, X } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { toast } from "../../components/ui/toast-store";
import { IS_OFFLINE_DEMO } from "../../lib/offline-demo";
import { useRoleAction } from "../../lib/roles";
import { FormatHint } from "./format-hint";
import { StreamedUploadProgress } from "./streamed-upload-progress";
import { UploadProblem } from "./upload-problem";
import { UploadResult } from "./upload-result";
import { type IngestProblem, ingestProblem, useIngest } from "./use-ingest";
import { useStreamedUpload } from "./use-streamed-upload";

/** Offline demo only (no server to stream to): files larger than this stay out of the text area. */
const TEXTAREA_LIMIT_BYTES = 512 * 1024;

/** A chosen file: streamed to the server; in the offline demo, its text goes through the ingest. */
type LoadedFile = { name: string; size: number; file: File; text: string | null };

const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Spec part 2 §2 "Upload Data": source type, optional file name, raw data, Process Data and Load Example. Roles
 * that cannot upload see the form with every control disabled and the reason.
 */
export function UploadTab() {
  const { allowed, reason } = useRoleAction("write");
  const reasonId = useId();
  const [sourceType, setSourceType] = useState<CarbonSourceType>(DEFAULT_CARBON_SOURCE_TYPE);
  const [fileName, setFileName] = useState("");
  const [rawText, setRawText] = useState("");
  const [file, setFile] = useState<LoadedFile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<CarbonIngestResult | null>(null);
  const [sent, setSent] = useState<CarbonIngestInput | null>(null);
  const [streamProblem, setStreamProblem] = useState<IngestProblem | null>(null);
  const done = (r: CarbonIngestResult) => {
    setResult(r);
    setRawText("");
    setFileName("");
    setFile(null);
  };
  const ingest = useIngest(done);
  const streamed = useStreamedUpload({ onSuccess: done, onProblem: setStreamProblem });
  const problem = streamProblem ?? (ingest.isError ? ingestProblem(ingest.error) : null);
  const sending = file?.text ?? rawText;
  const busy = ingest.isPending || streamed.busy;

  const stream = (chosen: LoadedFile, allowDuplicate = false) => {
    setResult(null);
    setStreamProblem(null);
    ingest.reset();
    void streamed.start(chosen.file, { sourceType, fileName: fileName.trim(), allowDuplicate });
  };

  const send = (input: CarbonIngestInput) => {
    setResult(null);
    setStreamProblem(null);
    setSent(input);
    ingest.mutate(input);
  };

  const process = () => {
    if (!allowed) return;
    if (file && file.text === null) {
      stream(file);
      return;
    }
    const parsed = rawDataFromText(sending);
    if (parsed.blank) {
      toast({ ...INGEST_TOASTS.missing, variant: "destructive" });
      return;
    }
    send({ sourceType, rawData: parsed.rawData, fileName: fileName.trim() || undefined });
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = "";
    if (!chosen) return;
    if (!fileName.trim()) setFileName(chosen.name);
    if (!IS_OFFLINE_DEMO) {
      setFile({ name: chosen.name, size: chosen.size, file: chosen, text: null });
      return;
    }
    const text = await chosen.text();
    if (chosen.size > TEXTAREA_LIMIT_BYTES)
      setFile({ name: chosen.name, text, size: chosen.size, file: chosen });
    else {
      setFile(null);
      setRawText(text);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Upload Emission Data</CardTitle>
          <CardDescription>
            Paste JSON or CSV, or choose a .csv or .json file. Every row is checked; one bad row stops the
            upload.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {allowed ? null : (
            <p
              id={reasonId}
              className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
            >
              {reason}
            </p>
          )}
          {/* The fields are disabled for roles that cannot upload and described by the reason above. */}
          <fieldset
            disabled={!allowed}
            aria-describedby={allowed ? undefined : reasonId}
            className="flex min-w-0 flex-col gap-4"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Source Type">
                {(ids) => (
                  <Select
                    {...ids}
                    value={sourceType}
                    onChange={(e) => setSourceType(e.target.value as CarbonSourceType)}
                  >
                    {CARBON_SOURCE_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {CARBON_SOURCE_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="File Name" hint="Optional">
                {(ids) => (
                  <Input
                    {...ids}
                    value={fileName}
                    placeholder="e.g. december-energy-bill.json"
                    onChange={(e) => setFileName(e.target.value)}
                  />
                )}
              </Field>
            </div>
            {file ? (
              <div className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
                <span>
                  <strong>{file.name}</strong> ({kb(file.size)})
                  {file.text === null
                    ? ": sent as a file and processed on the server; you can follow its progress here."
                    : ": it will be sent as it is."}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setFile(null)}
                  aria-label="Remove file"
                  disabled={busy}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <Field
                label="Raw Data (JSON or CSV)"
                hint="JSON as under Expected format, or CSV text with a header row."
              >
                {(ids) => (
                  <Textarea
                    {...ids}
                    value={rawText}
                    onChange={(e) => setRawText(e.target.value)}
                    rows={14}
                    spellCheck={false}
                    className="font-mono text-xs"
                    placeholder='{"activities": [{"activity": "electricity", "amount": 12500, "unit": "kWh", "region": "GB", "date": "2024-01-31"}]}'
                  />
                )}
              </Field>
            )}
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="sr-only"
              tabIndex={-1}
              aria-label="Upload a .csv or .json file"
              onChange={onFile}
            />
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <CanWrite>
              <Button onClick={process} disabled={busy}>
                <Play aria-hidden="true" />
                {busy ? "Processing..." : "Process Data"}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  setFile(null);
                  setRawText(carbonIngestExampleText(sourceType));
                }}
              >
                <Sparkles aria-hidden="true" />
                Load Example
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
                <FileUp aria-hidden="true" />
                Choose File
              </Button>
            </CanWrite>
          </div>
          {ingest.isPending ? (
            <div role="status" aria-live="polite" className="flex flex-col gap-1.5">
              <div
                role="progressbar"
                aria-label="Processing upload"
                className="relative h-2 w-full overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full w-full animate-pulse rounded-full bg-brand-600" />
              </div>
              <p className="text-xs text-slate-600">
                Processing {kb(new Blob([sending]).size)}: validating every row and calculating emissions…
              </p>
            </div>
          ) : null}
          <StreamedUploadProgress
            phase={streamed.phase}
            onCancel={() => void streamed.cancel()}
            cancelling={streamed.cancelling}
          />
          {problem && !busy ? (
            <UploadProblem
              problem={problem}
              onUploadAnyway={
                streamProblem
                  ? file && streamProblem.duplicate
                    ? () => stream(file, true)
                    : null
                  : sent && !sent.allowDuplicate
                    ? () => send({ ...sent, allowDuplicate: true })
                    : null
              }
              onDismiss={() => {
                setStreamProblem(null);
                ingest.reset();
              }}
            />
          ) : null}
          {result && !busy ? <UploadResult result={result} /> : null}
        </CardContent>
      </Card>
      <FormatHint />
    </div>
  );
}
