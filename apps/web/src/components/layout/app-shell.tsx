import { Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { RenderInSlices } from "../after-first-paint";
import { TooltipProvider } from "../ui/tooltip";
import { AppTopBar } from "./app-top-bar";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * Every signed-in screen: the app's top bar, then the screen in <main> (the skip link's target). The layout route
 * renders its child route here; `/` and `/whitepaper`, which signed-out visitors see too, pass their screen.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <RenderInSlices>
      <TooltipProvider>
        <div className="min-h-screen bg-slate-50">
          <AppTopBar />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="scroll-mt-28">
            {children ?? <Outlet />}
          </main>
        </div>
      </TooltipProvider>
    </RenderInSlices>
  );
}
