import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, Suspense } from "react";
import { App, createAppInstance } from "../app";
import { ApiProvider } from "../lib/trpc";

/** Renders the whole app (router, query client, tRPC, toasts) at `path`, as a browser would. */
export function renderApp(path = "/") {
  const history = createMemoryHistory({ initialEntries: [path] });
  // Absolute, so that tests under jsdom (whose fetch is Node's and needs one) work too.
  const instance = createAppInstance({ history, trpcUrl: new URL("/trpc", window.location.href).href });
  const user = userEvent.setup();
  const result = render(<App instance={instance} />);
  return { ...result, instance, history, user, pathname: () => instance.router.state.location.pathname };
}

/**
 * Renders one component with the app's query client and tRPC client (loaded on first use) but no router: for components that read
 * app-wide queries (the signed-in user's date format) and take the rest as props. Install `mockApi()` first.
 */
export function renderWithApi(ui: ReactElement) {
  const instance = createAppInstance({
    history: createMemoryHistory(),
    trpcUrl: new URL("/trpc", window.location.href).href,
  });
  return render(
    <QueryClientProvider client={instance.queryClient}>
      <ApiProvider value={instance.api}>
        <Suspense>{ui}</Suspense>
      </ApiProvider>
    </QueryClientProvider>,
  );
}
