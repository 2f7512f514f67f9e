import { screen, within } from "@testing-library/react";

/** The open toast (Radix renders each as an <li> in the notifications region). */
export async function findToast(title: string, description: string): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  const titleEl = await within(region).findByText(title);
  const item = titleEl.closest("li");
  if (!item) throw new Error(`toast "${title}" is not in a list item`);
  within(item).getByText(description);
  return item;
}

export function queryToasts(): HTMLElement[] {
  const region = screen.queryByRole("region", { name: /Notifications/ });
  return region ? Array.from(region.querySelectorAll("li")) : [];
}
