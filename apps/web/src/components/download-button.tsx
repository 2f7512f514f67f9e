import { useMutation } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { downloadFailureReason, downloadFile } from "../lib/download";
import { Button } from "./ui/button";
import { toast } from "./ui/toast-store";

type DownloadButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "asChild"> & {
  /** A REST file route, e.g. /api/carbon/sources/7/content. */
  path: string;
  /** The name to save under when the answer names none. */
  fallbackName: string;
};

/**
 * A button that saves a file the API sends (a CSV export, an uploaded file), toasting the name it was saved
 * under, or the server's reason when it refused.
 */
export function DownloadButton({ path, fallbackName, disabled, ...buttonProps }: DownloadButtonProps) {
  const download = useMutation({
    mutationFn: () => downloadFile(path, fallbackName),
    onSuccess: (filename) => {
      toast({ title: "Download Started", description: `Download initiated for ${filename}` });
    },
    onError: (error) => {
      toast({
        title: "Download failed",
        description: downloadFailureReason(error) ?? "The file could not be downloaded. Try again.",
        variant: "destructive",
      });
    },
  });
  return (
    <Button
      variant="outline"
      {...buttonProps}
      disabled={disabled || download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate()}
    />
  );
}
