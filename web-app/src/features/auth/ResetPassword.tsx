import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Message, useNotification } from '@tongshu/web-ui';
import { AuthCard } from './AuthCard';
import { NEW_PASSWORD, linkedEmail } from '../../shared/lib/passwordFields';

/** /resetpassword?token=&email=: a new password with the complexity rule (spec section 5). */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotification();
  const token = params.get('token');
  return (
    <AuthCard title="Choose a New Password">
      {token ? (
        <Form
          fields={{
            email: linkedEmail(params),
            password: NEW_PASSWORD,
            jwt: { type: 'hidden', value: token },
          }}
          url="/api/user/password/reset"
          buttonText="Save Password"
          fullWidthButton
          onSuccess={(response) => {
            notify.show(response.message ?? 'Your password has been reset, please sign in');
            navigate('/signin');
          }}
        />
      ) : (
        <>
          <Message tone="error" title="This reset link is incomplete">
            Please ask for a new link.
          </Message>
          <Button to="/forgotpassword" fullWidth>
            Get a New Link
          </Button>
        </>
      )}
      <p className="auth__fine-print">
        <Link to="/signin">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
