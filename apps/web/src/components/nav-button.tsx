import { type LinkProps, useNavigate, useRouter } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { Button } from "./ui/button";

type NavButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "asChild"> & { to: LinkProps["to"] };

/**
 * A <button> that navigates (the spec names these controls buttons). It preloads the target route on
 * hover and focus, like a router link would.
 */
export function NavButton({ to, onMouseEnter, onFocus, ...props }: NavButtonProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const preload = () => {
    void router.preloadRoute({ to }).catch(() => undefined);
  };
  return (
    <Button
      {...props}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      onClick={() => {
        void navigate({ to });
      }}
    />
  );
}
