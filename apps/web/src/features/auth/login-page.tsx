import { EMPTY_LOGIN_MESSAGE, INVALID_CREDENTIALS } from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { MAIN_CONTENT_ID } from "../../components/layout/skip-link";
import { Logo } from "../../components/logo";
import { NavButton } from "../../components/nav-button";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useCurrentUserQueryOptions } from "../../lib/auth";
import { serverErrorMessage, useApiRef } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useAuthConfigQueryOptions } from "./auth-config";

/** Spec part 1 §2 "Login screen", §4, §5, §8. */
export function LoginPage() {
  useDocumentTitle("Sign in");
  const api = useApiRef();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userQuery = useCurrentUserQueryOptions();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const ids = { username: useId(), password: useId() };
  // The sign-up link only when the server has sign-up open (SIGNUP=open); the demo account only when
  // the server runs the demo (DEMO=on): elsewhere there is no such account to offer.
  const config = useQuery(useAuthConfigQueryOptions()).data;
  // The form paints without the tRPC client; its chunk comes once the page is up, before anyone can submit.
  useEffect(() => {
    void api.load();
  }, [api]);
  const signupOpen = config?.signup === true;
  const demoOn = config?.demo === true;

  const login = useMutation({
    mutationFn: async (input: { username: string; password: string }) =>
      (await api.load()).trpcClient.auth.login.mutate(input),
    onSuccess: async () => {
      toast({ title: "Success", description: "Logged in successfully" });
      // Refresh the current user from the server (the session cookie is now set), then enter the app.
      await queryClient.fetchQuery({ ...userQuery, staleTime: 0 }).catch(() => undefined);
      await navigate({ to: "/dashboard" });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: serverErrorMessage(error) ?? INVALID_CREDENTIALS,
        variant: "destructive",
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (username.trim() === "" || password === "") {
      toast({ title: "Error", description: EMPTY_LOGIN_MESSAGE, variant: "destructive" });
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="w-full max-w-sm">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center text-center">
            <h1 className="flex flex-col items-center gap-3">
              <Logo />
            </h1>
            <p className="mt-2 text-sm text-slate-600">Sign in to your account</p>
          </div>

          {/* noValidate: the empty-field check shows the spec's toast instead of the browser's bubble. */}
          <form className="mt-8 space-y-5" onSubmit={onSubmit} noValidate>
            <Field
              id={ids.username}
              label="Username"
              value={username}
              onChange={setUsername}
              autoComplete="username"
              type="text"
            />
            <Field
              id={ids.password}
              label="Password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              type="password"
            />
            <Button type="submit" className="w-full" disabled={login.isPending} aria-busy={login.isPending}>
              {login.isPending ? "Signing in..." : "Sign In"}
            </Button>
          </form>
          {signupOpen ? (
            <p className="mt-6 text-center text-sm text-slate-600">
              New to the platform?{" "}
              <Link to="/signup" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Create an account
              </Link>
            </p>
          ) : null}
          {demoOn ? (
            <p className="mt-6 text-center text-xs text-slate-500">
              Demo account: username <span className="font-mono">demo</span>, password{" "}
              <span className="font-mono">demo</span>
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex justify-center">
          <NavButton to="/" variant="ghost">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </NavButton>
        </div>
      </main>
    </div>
  );
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type: "text" | "password";
  autoComplete: string;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-1">
        <label htmlFor={props.id} className="text-sm font-medium text-slate-800">
          {props.label}
        </label>
        <span aria-hidden="true" className="text-sm text-red-600">
          *
        </span>
      </div>
      <input
        id={props.id}
        name={props.label.toLowerCase()}
        type={props.type}
        required
        aria-required="true"
        autoComplete={props.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        // One fixed class list (no merging): the sign-in page paints without tailwind-merge.
        className={
          "block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm " +
          "placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
        }
      />
    </div>
  );
}
