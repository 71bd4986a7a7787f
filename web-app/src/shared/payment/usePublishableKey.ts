/**
 * The card form's publishable key as the running bff has it (GET /api/billing/config), so card
 * payments work whatever key, or none, the web app was built with. Until it answers, and when the
 * call fails, the key given at build time stands.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client';
import type { BillingModeFields } from './types';

export function usePublishableKey(builtWith: string): string {
  const [key, setKey] = useState(builtWith);
  useEffect(() => {
    let live = true;
    apiRequest<BillingModeFields>({ method: 'GET', url: '/api/billing/config', body: {} })
      .then((answer) => {
        if (!live || !answer.data) return;
        setKey(answer.data.billing === 'stripe' ? (answer.data.publishable_key ?? '') : '');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return key;
}
