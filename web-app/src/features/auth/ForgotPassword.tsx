import { useState } from 'react';
import { Link } from 'react-router';
import { Form, Message } from '@tongshu/web-ui';
import { AuthCard } from './AuthCard';

/** /forgotpassword: asks for a reset link by email. */
export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your email address and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/signin">Sign In</Link>
        </p>
      }
    >
      {sent !== null ? (
        <Message tone="success" title="Check your email">
          {sent}
        </Message>
      ) : (
        <Form
          fields={{ email: { type: 'email', label: 'Email', required: true } }}
          url="/api/user/password/reset/request"
          buttonText="Send Reset Link"
          fullWidthButton
          onSuccess={(response) => setSent(response.message ?? 'A reset link is on its way.')}
        />
      )}
    </AuthCard>
  );
}
