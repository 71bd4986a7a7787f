import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { UiResponse } from '@tongshu/web-ui';
import { useSession } from './SessionProvider';
import { homeFor, type SessionUser } from './user';

/** Stores the user an auth call answered with and goes where they belong (spec section 4). */
export function useSignedIn(): (response: UiResponse) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (response: UiResponse) => {
      const user = response.data as SessionUser;
      signIn(user);
      navigate(homeFor(user), { replace: true });
    },
    [signIn, navigate],
  );
}
