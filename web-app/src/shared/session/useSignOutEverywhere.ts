import { useState } from 'react';
import { useNotification, useUi } from '@tongshu/web-ui';
import { api } from '../api/client';
import { useSession } from './SessionProvider';

/**
 * Ends every session of the user on the server (every device, this one included), then here:
 * a stolen or forgotten session stops working at once. With `revokeKeys`, the API keys the user
 * made end too (docs/security.md, "Sessions").
 */
export function useSignOutEverywhere(): {
  readonly signOutEverywhere: (revokeKeys: boolean) => void;
  readonly busy: boolean;
} {
  const { signOut } = useSession();
  const notify = useNotification();
  const { onError } = useUi();
  const [busy, setBusy] = useState(false);
  const signOutEverywhere = (revokeKeys: boolean) => {
    if (busy) return;
    setBusy(true);
    api
      .post('/api/user/signout', { revoke_keys: revokeKeys })
      .then(
        (answer) => {
          notify.show(answer.message ?? 'You have been signed out on every device', {
            type: 'success',
            autoclose: true,
          });
          signOut();
        },
        (error: unknown) => onError?.(error),
      )
      .finally(() => setBusy(false));
  };
  return { signOutEverywhere, busy };
}
