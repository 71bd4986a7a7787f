import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UiResponse } from '@tongshu/web-ui';
import { useSession } from './SessionProvider';
import { homeFor, type SessionUser } from './user';

/**
 * The page a guarded route sent the visitor from (its `state.from`), if it is a path of this site:
 * one leading slash, no scheme or host (`//evil.example`, `/\evil.example`), so no open redirect.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from)) return null;
  return /[\s\\]/.test(from) ? null : from;
}

/**
 * Stores the user an auth call answered with and goes where they belong (spec section 4): back
 * to the page they asked for when signed out, once onboarded; else their home.
 */
export function useSignedIn(): (response: UiResponse) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (response: UiResponse) => {
      const user = response.data as SessionUser;
      signIn(user);
      const back = user.onboarded && user.permission !== 'master' ? returnPath(state) : null;
      navigate(back ?? homeFor(user), { replace: true });
    },
    [signIn, navigate, state],
  );
}
