import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Message } from '@tongshu/web-ui';
import { AuthCard } from './AuthCard';

/**
 * /confirm-email?token=: the user confirms a sign-in email that someone else set for them (an
 * admin, the owner or our support team; docs/security.md, "Email changes"). Nothing moves until
 * the button is pressed, so a mail scanner that opens the link confirms nothing.
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (confirmed) {
    return (
      <AuthCard title="Your Sign-in Email Has Changed">
        <Message tone="success">{confirmed}</Message>
        <Button to="/signin" fullWidth>
          Sign In
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm Your New Email">
      {token ? (
        <>
          <p>
            Someone who manages your Tongshu account asked to change the email you sign in with; the
            mail that brought you here names them and the new address. Confirm only if you expect
            it: you will then sign in with the new address, and every session of yours ends. If you
            do not confirm, nothing changes.
          </p>
          <Form
            fields={{ token: { type: 'hidden', value: token } }}
            url="/api/user/email/confirm"
            buttonText="Confirm the New Email"
            fullWidthButton
            onSuccess={(response) =>
              setConfirmed(response.message ?? 'Your new email is confirmed, please sign in again')
            }
          />
        </>
      ) : (
        <Message tone="error" title="This confirmation link is incomplete">
          Please open the whole link from the mail, or ask for the change again.
        </Message>
      )}
      <p className="auth__fine-print">
        <Link to="/signin">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
