import { Link, useRouterState } from "@tanstack/react-router";
import { ChevronDown, FileText, LogOut, Menu, RotateCcw, Settings } from "lucide-react";
import * as DropdownMenu from "radix-ui/dropdown-menu";
import { type RefObject, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useRole } from "../../lib/roles";
import { Logo } from "../logo";
import { NavButton } from "../nav-button";
import { Button } from "../ui/button";
import { Tooltip } from "../ui/tooltip";
import { NAV_GROUPS, type NavGroup } from "./nav-groups";
import { ResetDemoDialog } from "./reset-demo-dialog";
import { useDemoEnabled, useLogout, useResetDemo } from "./use-session-actions";

const MENU_CONTENT =
  "z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg outline-none";
const MENU_ITEM =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 aria-[current=page]:shadow-[inset_3px_0_0_var(--color-brand-600)]";
/** The current section's control in the bar: tinted, with a bar under it. */

/** The path the user is on, to mark the current section (aria-current). */
function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

const isCurrentGroup = (group: NavGroup, pathname: string) =>
  group.items.some((item) => item.to === pathname);

/**
 * The top bar of every signed-in screen (spec part 1 §2 "Dashboard"): four grouped menus, Whitepaper, Settings,
 * Reset Demo and Logout. Below md everything collapses into one menu so nothing scrolls sideways on a phone.
 * Settings appears for every member: each manages their own API tokens there (admins also the members, auditors
 * the audit log). Reset Demo appears only for admins when the server has the demo on (DEMO), and asks for
 * confirmation. The current section is marked: its group menu and its item carry aria-current.
 */
export function AppTopBar() {
  const pathname = usePathname();
  const reset = useResetDemo();
  const logout = useLogout();
  const { isAdmin, role } = useRole();
  const demoEnabled = useDemoEnabled() && isAdmin;
  // Every member has their API tokens in Settings; the role decides which other tabs it shows.
  const showSettings = role !== null;
  const resetting = reset.isPending || reset.isSuccess;
  const [confirmingReset, setConfirmingReset] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The control that opened the confirmation gets focus back when it closes.
  const openedFrom = useRef<HTMLElement | null>(null);
  const askToReset = (from: RefObject<HTMLElement | null>) => {
    openedFrom.current = from.current;
    setConfirmingReset(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        {/* The name is the visible product name, so speech input users can say what they see (WCAG 2.5.3). */}
        <Link
          to="/"
          // Not "current" on every screen: "/" would match every path as a prefix.
          activeOptions={{ exact: true }}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Logo />
          <span className="sr-only"> dashboard</span>
        </Link>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <NavButton
            to="/whitepaper"
            variant={pathname === "/whitepaper" ? "current" : "ghost"}
            size="sm"
            aria-current={pathname === "/whitepaper" ? "page" : undefined}
          >
            <FileText aria-hidden="true" />
            Whitepaper
          </NavButton>
          {showSettings ? (
            <NavButton
              to="/settings"
              variant={pathname === "/settings" ? "current" : "ghost"}
              size="sm"
              aria-current={pathname === "/settings" ? "page" : undefined}
            >
              <Settings aria-hidden="true" />
              Settings
            </NavButton>
          ) : null}
          {demoEnabled ? (
            <Tooltip content="Restore the sample company data">
              <Button
                ref={resetButton}
                variant="outline"
                size="sm"
                disabled={resetting}
                aria-busy={resetting}
                aria-haspopup="dialog"
                onClick={() => askToReset(resetButton)}
              >
                <RotateCcw aria-hidden="true" />
                Reset Demo
              </Button>
            </Tooltip>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            disabled={logout.isPending}
            aria-busy={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>

        <div className="ml-auto md:hidden">
          <CondensedMenu
            triggerRef={menuButton}
            showSettings={showSettings}
            onReset={demoEnabled ? () => askToReset(menuButton) : null}
            onLogout={() => logout.mutate()}
            busy={resetting || logout.isPending}
          />
        </div>
      </div>

      <ResetDemoDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        onConfirm={() => reset.mutate()}
        returnFocusTo={openedFrom}
      />

      <nav aria-label="Modules" className="hidden border-t border-slate-100 md:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 sm:px-6">
          {NAV_GROUPS.map((group) => (
            <li key={group.label}>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger asChild>
                  <Button
                    variant={isCurrentGroup(group, pathname) ? "current" : "ghost"}
                    size="sm"
                    aria-current={isCurrentGroup(group, pathname) ? "true" : undefined}
                    className="data-[state=open]:bg-slate-100"
                  >
                    {group.label}
                    <ChevronDown aria-hidden="true" className="opacity-60" />
                  </Button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content align="start" sideOffset={6} className={MENU_CONTENT}>
                    {group.items.map((item) => (
                      <DropdownMenu.Item key={item.to} asChild className={MENU_ITEM}>
                        <Link to={item.to}>{item.label}</Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function CondensedMenu({
  triggerRef,
  showSettings,
  onReset,
  onLogout,
  busy,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  showSettings: boolean;
  /** null: no Reset Demo (DEMO=off, or not an admin). */
  onReset: (() => void) | null;
  onLogout: () => void;
  busy: boolean;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          <Menu aria-hidden="true" />
          Menu
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            MENU_CONTENT,
            "max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 overflow-y-auto",
          )}
        >
          {NAV_GROUPS.map((group) => (
            <DropdownMenu.Group key={group.label}>
              <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group.label}
              </DropdownMenu.Label>
              {group.items.map((item) => (
                <DropdownMenu.Item key={item.to} asChild className={MENU_ITEM}>
                  <Link to={item.to}>{item.label}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={MENU_ITEM}>
            <Link to="/whitepaper">
              <FileText aria-hidden="true" />
              Whitepaper
            </Link>
          </DropdownMenu.Item>
          {showSettings ? (
            <DropdownMenu.Item asChild className={MENU_ITEM}>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {onReset ? (
            <DropdownMenu.Item className={MENU_ITEM} disabled={busy} onSelect={onReset}>
              <RotateCcw aria-hidden="true" />
              Reset Demo
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={MENU_ITEM} disabled={busy} onSelect={onLogout}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
