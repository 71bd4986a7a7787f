/** The signed-in user, kept in local storage (spec section 4) and shared through context. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { RequestError } from '@tongshu/web-ui';
import { api } from '../api/client';
import { readLiveUser, type Permissions } from './liveUser';
import { clearSession, OPERATOR_KEY, readSession, writeSession, type SessionUser } from './user';

export interface Session {
  readonly user: SessionUser | null;
  /** Stores the user a sign-in, sign-up or magic link answered with. */
  signIn(user: SessionUser): void;
  /** Merges fields a profile save answered with; the token is kept. */
  update(fields: Partial<SessionUser>): void;
  /** Clears the session; guarded pages then send the visitor to `exitTo` (default /signin). */
  signOut(exitTo?: string): void;
  /** Where guarded pages send a visitor who has just signed out. */
  readonly exitTo: string;
  /** The signed-in user's permission flags as the server last answered them; null until read. */
  readonly permissions: Permissions | null;
  /** The operator behind an impersonation, or null. */
  readonly operator: SessionUser | null;
  /** An operator becomes `user` (mission control's impersonation), keeping their own session. */
  impersonate(user: SessionUser): void;
  /** Back to the operator's own session. */
  endImpersonation(): void;
}

const SessionContext = createContext<Session | null>(null);

/** `yyyy-mm-dd hh:mm:ss` in local time (spec section 9). */
export function lastActiveStamp(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(readSession);
  const [exitTo, setExitTo] = useState('/signin');
  const [operator, setOperator] = useState<SessionUser | null>(() => readSession(OPERATOR_KEY));

  const signIn = useCallback((next: SessionUser) => {
    writeSession(next);
    setUser(next);
    setExitTo('/signin');
  }, []);

  const update = useCallback((fields: Partial<SessionUser>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...fields, token: current.token };
      writeSession(next);
      return next;
    });
  }, []);

  const signOut = useCallback((to = '/signin') => {
    clearSession();
    setExitTo(to);
    setUser(null);
    setOperator(null);
  }, []);

  const impersonate = useCallback(
    (next: SessionUser) => {
      const current = readSession();
      if (current?.permission !== 'master') return;
      writeSession(current, OPERATOR_KEY);
      setOperator(current);
      signIn(next);
    },
    [signIn],
  );

  const endImpersonation = useCallback(() => {
    const own = readSession(OPERATOR_KEY);
    window.localStorage.removeItem(OPERATOR_KEY);
    setOperator(null);
    if (own) signIn(own);
    else signOut();
  }, [signIn, signOut]);

  const signOutOn401 = useCallback(
    (error: unknown) => {
      if (error instanceof RequestError && error.status === 401) signOut();
    },
    [signOut],
  );

  // Spec section 7: every app start tells the server the user is active.
  useEffect(() => {
    if (!readSession()) return;
    api.patch('/api/user', { last_active: lastActiveStamp() }).catch(signOutOn401);
  }, [signOutOn401]);

  const [permissions, setPermissions] = useState<Permissions | null>(null);
  const token = user?.token;
  useEffect(() => {
    if (!token) return;
    let live = true;
    const refresh = () => {
      readLiveUser()
        .then((answer) => {
          if (!live || readSession()?.token !== token) return;
          update(answer.user);
          setPermissions(answer.permissions);
        })
        .catch(signOutOn401);
    };
    refresh();
    window.addEventListener('focus', refresh);
    return () => {
      live = false;
      window.removeEventListener('focus', refresh);
    };
  }, [token, update, signOutOn401]);

  const session = useMemo(
    () => ({
      user,
      signIn,
      update,
      signOut,
      exitTo,
      permissions,
      operator,
      impersonate,
      endImpersonation,
    }),
    [user, signIn, update, signOut, exitTo, permissions, operator, impersonate, endImpersonation],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
