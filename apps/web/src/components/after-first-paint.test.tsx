import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AfterFirstPaint", () => {
  test("shows its fallback until the frame after its first render has painted, then its children", async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>chart</p>
      </AfterFirstPaint>,
    );
    // Timers alone do not bring it: its chunk and its render wait for a painted frame.
    await act(async () => vi.runAllTimersAsync());
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(screen.queryByText("chart")).toBeNull();

    expect(frames).toHaveLength(1);
    await act(async () => {
      frames[0]?.(performance.now());
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText("chart")).toBeInTheDocument();
    expect(screen.queryByText("placeholder")).toBeNull();
  });

  test("a hidden page, which paints no frames, renders its children without waiting for one", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frame);
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>chart</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText("chart")).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();
  });
});
