import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from "@esg/domain";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { findToast, queryToasts } from "../../test/toasts";
import { showPersistedToast, toast, toastAfterReload } from "./toast-store";
import { Toaster } from "./toaster";

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  test("nothing toast-related is mounted until the first toast", () => {
    render(<Toaster />);
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();
  });

  test("only one toast is visible at a time: a new one replaces the current one", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First", description: "one" });
    });
    await findToast("First", "one");
    act(() => {
      toast({ title: "Second", description: "two", variant: "destructive" });
    });
    const second = await findToast("Second", "two");
    expect(second.dataset.variant).toBe("destructive");
    expect(queryToasts()).toHaveLength(1);
    expect(screen.queryByText("First")).toBeNull();
  });

  test(`a toast closes after ${TOAST_DURATION_MS} ms`, async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Hello", description: "world" });
    });
    await findToast("Hello", "world");
    vi.useFakeTimers();
    act(() => {
      toast({ title: "Timed", description: "five seconds" });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100);
    });
    expect(queryToasts().map((t) => t.dataset.state)).toEqual(["open"]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(queryToasts().filter((t) => t.dataset.state === "open")).toHaveLength(0);
  });

  test(`the toast area is capped at ${TOAST_MAX_WIDTH_PX}px from md screens up`, async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Wide", description: "check" });
    });
    await findToast("Wide", "check");
    const viewport = screen.getByRole("region", { name: /Notifications/ }).querySelector("ol");
    expect(viewport?.className).toContain(`md:max-w-[${TOAST_MAX_WIDTH_PX}px]`);
  });

  test("a toast stored before a reload is shown once after it", async () => {
    toastAfterReload({ title: "Demo Reset", description: "Demo data has been reset successfully" });
    render(<Toaster />);
    act(() => showPersistedToast());
    await findToast("Demo Reset", "Demo data has been reset successfully");
    act(() => showPersistedToast());
    expect(queryToasts()).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });
});
