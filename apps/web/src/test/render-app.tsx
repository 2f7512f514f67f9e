import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App, createAppInstance } from "../app";

/** Renders the whole app (router, query client, tRPC, toasts) at `path`, as a browser would. */
export function renderApp(path = "/") {
  const history = createMemoryHistory({ initialEntries: [path] });
  // Absolute, so that tests under jsdom (whose fetch is Node's and needs one) work too.
  const instance = createAppInstance({ history, trpcUrl: new URL("/trpc", window.location.href).href });
  const user = userEvent.setup();
  const result = render(<App instance={instance} />);
  return { ...result, instance, history, user, pathname: () => instance.router.state.location.pathname };
}
