/** The signed-in account's subscription status for the guard, asked once per token. */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client';
import { SUBSCRIPTION_CHANGED } from './access';
import type { SubscriptionAnswer } from './types';

interface Known {
  readonly token: string;
  readonly status: string | undefined;
}

/**
 * Undefined until known. A failed call leaves it unknown: the guard then lets pages show, and the
 * data calls' own 402 answers (spec section 8) still send the user to upgrade.
 */
export function useSubscriptionStatus(token: string | null, skip: boolean): string | undefined {
  const [known, setKnown] = useState<Known | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const changed = () => setVersion((n) => n + 1);
    window.addEventListener(SUBSCRIPTION_CHANGED, changed);
    return () => window.removeEventListener(SUBSCRIPTION_CHANGED, changed);
  }, []);

  useEffect(() => {
    if (!token || skip) return;
    let live = true;
    apiRequest<SubscriptionAnswer>({ method: 'GET', url: '/api/account/subscription', body: {} })
      .then((answer) => {
        const status = answer.data?.status;
        if (live) setKnown({ token, status: typeof status === 'string' ? status : undefined });
      })
      .catch(() => {
        if (live) setKnown({ token, status: undefined });
      });
    return () => {
      live = false;
    };
  }, [token, skip, version]);

  return known && known.token === token ? known.status : undefined;
}
