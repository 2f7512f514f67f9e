import { TOAST_LIMIT } from "@esg/domain";
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

/** How long a closed toast stays mounted so its exit animation can run. */
const REMOVE_DELAY_MS = 200;
const PERSIST_KEY = "verdant-esg:toast-after-reload";

let items: ToastItem[] = [];
let nextId = 1;
let everShown = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a toast. Spec part 1 §4/§9: only one is visible at a time, so a new toast replaces the current one.
 * Callable outside React (mutation callbacks).
 */
export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  everShown = true;
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id || t.open);
    emit();
  }, REMOVE_DELAY_MS);
}

/** Stores a toast to show once the page has reloaded (Reset Demo reloads the page right after its toast). */
export function toastAfterReload(input: ToastInput): void {
  try {
    sessionStorage.setItem(PERSIST_KEY, JSON.stringify(input));
  } catch {
    // Storage may be disabled; the toast is then only shown before the reload.
  }
}

/** Shows the toast stored by `toastAfterReload`, once. */
export function showPersistedToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(PERSIST_KEY);
    sessionStorage.removeItem(PERSIST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as Partial<ToastInput>;
    if (typeof parsed.title === "string") {
      toast({
        title: parsed.title,
        description: typeof parsed.description === "string" ? parsed.description : undefined,
        variant: parsed.variant === "destructive" ? "destructive" : "default",
      });
    }
  } catch {
    // Ignore a corrupt entry.
  }
}

/** Test helper: forget every toast. */
export function resetToasts(): void {
  items = [];
  everShown = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}

/** True once the first toast has been requested: the toast UI is only loaded from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everShown,
    () => everShown,
  );
}
