/**
 * /magic?token=: magic-link sign-in (spec sections 2, 4 and 8). Starts as 'Using The Magic /
 * Signing you in now...'; a missing token, a non-200 answer or a failed request shows the error.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Loader, Message } from '@tongshu/web-ui';
import { api } from '../../shared/api/client';
import { AuthCard } from './AuthCard';
import { useSignedIn } from '../../shared/session/useSignedIn';

export default function Magic() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const signedIn = useSignedIn();
  const [failed, setFailed] = useState(!token);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    // A link works once: never send it twice (e.g. on a re-render in development).
    started.current = true;
    api.post('/api/user/auth/magic/verify', { token }).then(signedIn, () => setFailed(true));
  }, [token, signedIn]);

  if (failed) {
    return (
      <AuthCard title="Magic Link is invalid">
        <Message tone="error">Please generate a new link and try again</Message>
        <Button to="/signin" fullWidth>
          Back to Sign In
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Using The Magic" subtitle="Signing you in now...">
      <Loader label="Signing you in now..." />
    </AuthCard>
  );
}
