import type { AuthPort } from "@esg/api";
import {
  type Db,
  DEMO_USER,
  deleteSession,
  findSessionWithUser,
  findUserByUsername,
  insertSession,
  toSessionUser,
} from "@esg/db";
import { INVALID_CREDENTIALS, type SessionUser } from "@esg/domain";
import { TRPCError } from "@trpc/server";

/** Where the browser keeps the signed-in session's id: the offline stand-in for the session cookie. */
export type SessionStore = { get(): string | null; set(id: string | null): void };

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type DemoSession = { sessionId: string; user: SessionUser };

/**
 * Sign-in for the offline demo: only the seeded demo user with its documented password (DEMO_USER, the seed's
 * own constant). Sessions are rows of the same `sessions` table the server uses, so Reset Demo keeps them.
 */
export function createDemoAuth(db: Db, store: SessionStore) {
  const port: AuthPort = {
    async login(input) {
      const user = await findUserByUsername(db, { username: input.username });
      if (!user || input.username !== DEMO_USER.username || input.password !== DEMO_USER.password) {
        throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_CREDENTIALS });
      }
      const id = randomHex(16);
      await insertSession(db, {
        id,
        secretHash: crypto.getRandomValues(new Uint8Array(32)),
        userId: user.id,
        expiresAt: Date.now() + SESSION_LIFETIME_MS,
        createdAt: Date.now(),
      });
      store.set(id);
      // No cookie: the session id lives in the store (a service worker's answers cannot set HttpOnly cookies).
      return { user: toSessionUser(user), setCookie: "" };
    },
    async logout(sessionId) {
      await deleteSession(db, { id: sessionId });
      store.set(null);
      return { setCookie: "" };
    },
    // The offline demo has one company and one user: no sign-up and no invitations.
    async startSession() {
      throw new TRPCError({ code: "NOT_FOUND", message: "Not available in the offline demo" });
    },
    async hashPassword() {
      throw new TRPCError({ code: "NOT_FOUND", message: "Not available in the offline demo" });
    },
    // The demo password is documented: changing it offline would only lock the visitor out.
    async checkPassword() {
      throw new TRPCError({ code: "NOT_FOUND", message: "Not available in the offline demo" });
    },
    passwordProblem: () => "Not available in the offline demo",
    signupOpen: false,
  };

  async function currentSession(): Promise<DemoSession | null> {
    const id = store.get();
    if (!id) return null;
    const found = await findSessionWithUser(db, { id });
    if (!found || found.session.expiresAt <= Date.now()) {
      store.set(null);
      return null;
    }
    return { sessionId: id, user: toSessionUser(found.user) };
  }

  return { port, currentSession };
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/** The browser's session store: per tab, gone when the tab closes, kept across a reload. */
export function sessionStorageStore(key = "esg-offline-demo-session"): SessionStore {
  return {
    get: () => sessionStorage.getItem(key),
    set: (id) => (id === null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, id)),
  };
}
