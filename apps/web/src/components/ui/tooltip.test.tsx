import { TOOLTIP_DELAY_MS } from "@esg/domain";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { Tooltip, TooltipProvider } from "./tooltip";

afterEach(() => {
  vi.useRealTimers();
});

test(`a tooltip opens ${TOOLTIP_DELAY_MS} ms after the pointer rests on its trigger`, async () => {
  vi.useFakeTimers();
  render(
    <TooltipProvider>
      <Tooltip content="Restore the sample company data">
        <button type="button">Reset Demo</button>
      </Tooltip>
    </TooltipProvider>,
  );
  const trigger = screen.getByRole("button", { name: "Reset Demo" });
  fireEvent.pointerMove(trigger, { pointerType: "mouse" });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 50);
  });
  expect(screen.queryByRole("tooltip")).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  expect(screen.getByRole("tooltip").textContent).toContain("Restore the sample company data");
});
