import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { ShowMoreButton, ShownItems, useShownItems } from "./show-more";

function Numbers({ count }: { count: number }) {
  const list = useShownItems(Array.from({ length: count }, (_, i) => i + 1));
  return (
    <>
      <ul aria-label="Numbers">
        {list.shown.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="numbers" />
    </>
  );
}

describe("a long list shown a page at a time", () => {
  test("renders the first 100, then 100 more per click, until all are shown", async () => {
    const user = userEvent.setup();
    render(<Numbers count={250} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(100);
    await user.click(screen.getByRole("button", { name: "Show 100 more numbers (150 not shown)" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(200);
    await user.click(screen.getByRole("button", { name: "Show 50 more numbers (50 not shown)" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(250);
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("a short list has no button", () => {
    render(<Numbers count={3} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ShownItems", () => {
  test("renders the shown part of a group's list with its own Show more", async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 7 }, (_, i) => `Risk ${i + 1}`);
    render(
      <ShownItems items={items} noun="risks" step={3}>
        {(shown) => (
          <ul aria-label="Risks">
            {shown.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </ShownItems>,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Risk 1",
      "Risk 2",
      "Risk 3",
    ]);
    await user.click(screen.getByRole("button", { name: "Show 3 more risks (4 not shown)" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });
});
