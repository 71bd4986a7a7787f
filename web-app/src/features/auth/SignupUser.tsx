import { Link, useSearchParams } from 'react-router';
import { Form, Message } from '@tongshu/web-ui';
import { AuthCard } from './AuthCard';
import { CONFIRM_PASSWORD, linkedEmail } from '../../shared/lib/passwordFields';
import { useSignedIn } from '../../shared/session/useSignedIn';

/** /signup/user?id=&email=: sign-up of a user invited to an account (spec section 2). */
export default function SignupUser() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const inviteId = params.get('id');
  return (
    <AuthCard title="Join Your Team" subtitle="You have been invited to a Tongshu account.">
      {inviteId ? (
        <Form
          fields={{
            name: {
              type: 'text',
              label: 'Full Name',
              required: true,
              errorMessage: 'Please enter your full name',
            },
            email: linkedEmail(params),
            password: {
              type: 'password',
              label: 'Password',
              required: true,
              complexPassword: true,
            },
            confirm_password: CONFIRM_PASSWORD,
            inviteId: { type: 'hidden', value: inviteId },
          }}
          url="/api/user"
          buttonText="Create Account"
          fullWidthButton
          onSuccess={signedIn}
        />
      ) : (
        <Message tone="error" title="This invitation link is incomplete">
          Please open the link from your invitation email again, or ask for a new invitation.
        </Message>
      )}
      <p className="auth__fine-print">
        Already have an account? <Link to="/signin">Sign In</Link>
      </p>
    </AuthCard>
  );
}
