import { useEffect } from "react";
import { PRODUCT_NAME } from "./brand";

/** Sets the browser tab's title for the current page ("Dashboard · Verdant ESG"). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
