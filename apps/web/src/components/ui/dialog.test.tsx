import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test } from "vitest";
import { Button } from "./button";
import { Dialog } from "./dialog";

function OpenedFromState({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit row</Button>
      <Button>Elsewhere</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit" onCloseAutoFocus={onCloseAutoFocus}>
        <Button onClick={() => setOpen(false)}>Save</Button>
      </Dialog>
    </>
  );
}

/** WCAG 2.4.3: a dialog opened from state (no Radix trigger) gives focus back to the control that opened it. */
describe("Dialog focus", () => {
  test.each([
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    [
      "the Close button",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Close" })),
    ],
    [
      "a button that closes it",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Save" })),
    ],
  ])("closed with %s, focus returns to the opener", async (_how, close) => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    const opener = screen.getByRole("button", { name: "Edit row" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Edit" });
    await close(user);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  test("a caller's own onCloseAutoFocus that prevents the default wins", async () => {
    const user = userEvent.setup();
    render(
      <OpenedFromState
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole("button", { name: "Elsewhere" }).focus();
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Edit row" }));
    await screen.findByRole("dialog", { name: "Edit" });
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" })),
    );
  });
});
