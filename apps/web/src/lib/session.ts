import { useSyncExternalStore } from 'react';
import { ROLES, type Role } from '@agro/domain/constants';
import { SESSION_MS } from '@agro/domain/session';

/** The browser's record of the session (docs/RULES.md#entities, key `userData`); the server remains the authority. */
export interface SessionState {
  isLoggedIn: boolean;
  userRole: Role | null;
  devMode: boolean;
  /** Set when the user chose to sign out (not persisted): guards then lead home instead of to /403. */
  signedOut?: boolean;
}

const KEY = 'userData';
const EMPTY: SessionState = { isLoggedIn: false, userRole: null, devMode: false };

function read(): SessionState {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return EMPTY;
    const rec = JSON.parse(raw) as Partial<SessionState> & { exp?: number };
    if (typeof rec.exp !== 'number' || Date.now() > rec.exp) {
      localStorage.removeItem(KEY);
      return EMPTY;
    }
    const role = ROLES.includes(rec.userRole as Role) ? (rec.userRole as Role) : null;
    return { isLoggedIn: rec.isLoggedIn === true, userRole: role, devMode: rec.devMode === true };
  } catch {
    localStorage.removeItem(KEY);
    return EMPTY;
  }
}

let state: SessionState = read();
const listeners = new Set<() => void>();

/** Every change rewrites the record with a new expiry 24 hours ahead. */
function write(next: SessionState) {
  state = next;
  localStorage.setItem(KEY, JSON.stringify({ ...next, exp: Date.now() + SESSION_MS }));
  listeners.forEach((l) => l());
}

export const session = {
  get: () => state,
  signIn: (role: Role) => write({ isLoggedIn: true, userRole: role, devMode: false }),
  setDevMode: (devMode: boolean) => write({ ...state, devMode }),
  /** Clears the record (401, guard failure). */
  clear: () => {
    if (!state.isLoggedIn && !localStorage.getItem(KEY)) return;
    state = EMPTY;
    localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  /** Clears the record after a deliberate sign-out. */
  signOut: () => {
    state = { ...EMPTY, signedOut: true };
    localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
