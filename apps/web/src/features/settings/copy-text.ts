/**
 * Copies with the Clipboard API, else with the selected text of `input` (older browsers, insecure origins).
 * Resolves whether the text reached the clipboard; when it did not, `input` is left selected for Ctrl+C.
 */
export async function copyText(
  text: string,
  input: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied: fall back to the selection below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}
