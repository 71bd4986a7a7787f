import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Form, Message } from '@tongshu/web-ui';
import { AuthCard } from './AuthCard';
import { useSignedIn } from '../../shared/session/useSignedIn';

const EMAIL = { type: 'email', label: 'Email', required: true, autoComplete: 'username' } as const;

/** /signin and /master (spec section 2): email and password, or a magic link by email. */
export default function Signin() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const [magic, setMagic] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const master = pathname === '/master';
  return (
    <AuthCard
      title={master ? 'Mission Control Sign In' : 'Sign In'}
      subtitle={magic ? 'We will email you a link that signs you in.' : 'Welcome back to Tongshu.'}
      footer={
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </p>
      }
    >
      {magic ? (
        sent !== null ? (
          <Message tone="success" title="Check your email">
            {sent}
          </Message>
        ) : (
          <Form
            fields={{ email: EMAIL }}
            url="/api/user/auth/magic"
            buttonText="Email Me a Link"
            fullWidthButton
            onSuccess={(response) => setSent(response.message ?? 'A sign-in link is on its way.')}
          />
        )
      ) : (
        <Form
          fields={{
            email: EMAIL,
            password: {
              type: 'password',
              label: 'Password',
              required: true,
              autoComplete: 'current-password',
            },
          }}
          url="/api/user/auth"
          buttonText="Sign In"
          fullWidthButton
          onSuccess={signedIn}
        />
      )}
      <div className="auth__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setMagic(!magic);
            setSent(null);
          }}
        >
          {magic ? 'Sign in with your password' : 'Email me a sign-in link instead'}
        </button>
        <Link to="/forgotpassword">Forgot your password?</Link>
      </div>
    </AuthCard>
  );
}
