import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/** The reason a viewer is given for a create or change control (roles.ts roleRefusalReason). */
export const VIEWER_WRITE_REASON = /^Viewers cannot do this: only admins and editors can\./;

/**
 * `control` is shown (not hidden) but disabled, its reason is reachable from the keyboard and read
 * out, and clicking it opens no dialog.
 */
export async function expectDisabledWithReason(
  user: UserEvent,
  control: HTMLElement,
  reason: RegExp = VIEWER_WRITE_REASON,
) {
  // Disabled by its fieldset, as browsers apply it (jsdom does not match :disabled through it).
  expect(control.closest("fieldset")?.disabled).toBe(true);
  const wrapper = control.closest<HTMLElement>("[data-disabled-action]");
  expect(wrapper).not.toBeNull();
  expect(wrapper?.getAttribute("tabindex")).toBe("0");
  const described = document.getElementById(wrapper?.getAttribute("aria-describedby") ?? "");
  expect(described?.textContent).toMatch(reason);
  await user.click(control);
  expect(screen.queryByRole("dialog")).toBeNull();
}
