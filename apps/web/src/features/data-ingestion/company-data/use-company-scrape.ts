import {
  type AcademicAnalysis,
  COMPANY_DATA_TOASTS,
  type CompanyDataAction,
  type ScrapedCompanyData,
  type VerificationResult,
} from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../components/ui/toast-store";
import { useTRPC } from "../../../lib/trpc";

export type ScrapeOutcome = {
  data: ScrapedCompanyData;
  academicAnalysis?: AcademicAnalysis;
  verification?: VerificationResult;
  message: string;
};

/**
 * The four extraction calls (spec part 2 §7) with the spec's toasts (§8). The latest stored extraction is shown
 * until a new one succeeds.
 */
export function useCompanyScrape() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const latest = useQuery(trpc.companyData.latest.queryOptions());
  const [result, setResult] = useState<ScrapeOutcome | null>(null);
  const [running, setRunning] = useState<CompanyDataAction | null>(null);

  const handlers = (action: CompanyDataAction) => ({
    onMutate: () => setRunning(action),
    onSuccess: async (r: ScrapeOutcome) => {
      setResult(r);
      toast({ title: COMPANY_DATA_TOASTS[action].success, description: r.message });
      await queryClient.invalidateQueries({ queryKey: trpc.companyData.latest.queryKey() });
    },
    onError: (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : "";
      toast({
        title: COMPANY_DATA_TOASTS[action].failure,
        description: message || COMPANY_DATA_TOASTS[action].fallback,
        variant: "destructive",
      });
    },
    onSettled: () => setRunning(null),
  });

  const scrape = useMutation(trpc.companyData.scrape.mutationOptions(handlers("scrape")));
  const verify = useMutation(trpc.companyData.scrapeWithVerification.mutationOptions(handlers("verify")));
  const amaroq = useMutation(trpc.companyData.scrapeAmaroq.mutationOptions(handlers("amaroq")));
  const polyus = useMutation(trpc.companyData.scrapePolyus.mutationOptions(handlers("polyus")));

  const stored: ScrapeOutcome | null = latest.data
    ? {
        data: latest.data.data,
        academicAnalysis: latest.data.academicAnalysis ?? undefined,
        verification: latest.data.verification ?? undefined,
        message: "",
      }
    : null;

  return {
    result: result ?? stored,
    /** The stored extraction is still being read. */
    loadingLatest: latest.isPending,
    running,
    scrape: (websiteUrl: string) => scrape.mutate({ websiteUrl }),
    verify: (websiteUrl: string) => verify.mutate({ websiteUrl }),
    amaroq: () => amaroq.mutate(),
    polyus: () => polyus.mutate(),
  };
}
