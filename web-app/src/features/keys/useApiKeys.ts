import { useState } from 'react';
import { useApi, useNotification, useUi, type ApiState, type UiResponse } from '@tongshu/web-ui';
import type { ApiKeyRecord, NewApiKey } from '@tongshu/bff/api';
import { api } from '../../shared/api/client';

export interface ApiKeys {
  readonly keys: ApiState<ApiKeyRecord[]>;
  /** The key just made, held in this page's memory only: a reload and it is gone for good. */
  readonly created: NewApiKey | null;
  readonly onCreated: (response: UiResponse) => void;
  readonly dismiss: () => void;
  readonly revoke: (key: ApiKeyRecord) => void;
}

/** The account's API keys (none asked for when `manager` is false), made and revoked. */
export function useApiKeys(manager: boolean): ApiKeys {
  const keys = useApi<ApiKeyRecord[]>(manager ? '/api/account/keys' : null);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const { onError } = useUi();
  const notify = useNotification();
  return {
    keys,
    created,
    onCreated: (response) => {
      setCreated(response.data as NewApiKey);
      keys.reload();
    },
    dismiss: () => setCreated(null),
    revoke: (key) => {
      api.delete(`/api/account/keys/${encodeURIComponent(key.id)}`).then(
        () => {
          notify.show(`${key.name} revoked`, { type: 'success', autoclose: true });
          setCreated((shown) => (shown?.id === key.id ? null : shown));
          keys.reload();
        },
        (error: unknown) => onError?.(error),
      );
    },
  };
}
