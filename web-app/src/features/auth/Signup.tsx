/**
 * /signup, /signupspecial and /signupt365 (spec section 2): 'Create Your Account'. The plan is
 * preselected from the URL hash (#pro); the hidden-plan pages sign up to their tagged plan only.
 * The card field shows for paid plans when card payments are configured.
 */
import { Link, useLocation } from 'react-router';
import { Form, type FieldDefs } from '@tongshu/web-ui';
import { plans as catalogue } from '@tongshu/data';
import { AuthCard } from './AuthCard';
import { CONFIRM_PASSWORD } from '../../shared/lib/passwordFields';
import { planByTag, planOptionLabel, publicPlans } from '../../shared/lib/plans';
import { readReferral } from '../../shared/lib/referral';
import { paymentAdapterFor } from '../../shared/payment/stripe';
import { usePublishableKey } from '../../shared/payment/usePublishableKey';
import { useSignedIn } from '../../shared/session/useSignedIn';

/** Plans that charge nothing: no card for them. */
const FREE_PLANS = catalogue.filter((plan) => plan.price === 0).map((plan) => plan.id);

export function signupFields(planId: string | undefined, tag?: string): FieldDefs {
  const tagged = tag ? planByTag(tag) : undefined;
  return {
    name: {
      type: 'text',
      label: 'Full Name',
      required: true,
      errorMessage: 'Please enter your full name',
      autoComplete: 'name',
    },
    email: { type: 'email', label: 'Email', required: true, autoComplete: 'email' },
    password: {
      type: 'password',
      label: 'Password',
      required: true,
      complexPassword: true,
      autoComplete: 'new-password',
      hint: 'At least 8 characters, with an upper and a lower case letter.',
    },
    confirm_password: CONFIRM_PASSWORD,
    plan: tagged
      ? { type: 'hidden', value: tagged.id }
      : {
          type: 'select',
          label: 'Plan',
          required: true,
          options: publicPlans().map((plan) => ({ value: plan.id, label: planOptionLabel(plan) })),
          value: planId,
        },
    token: { type: 'creditcard', label: 'Credit Card', required: true },
    reference_code: { type: 'hidden', value: readReferral() ?? '' },
  };
}

export default function Signup({ tag }: { readonly tag?: 'ssu' | 't365' }) {
  const signedIn = useSignedIn();
  const publishableKey = usePublishableKey(__STRIPE_PUBLISHABLE_KEY__);
  const { hash } = useLocation();
  const wanted = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  const planId = publicPlans().some((plan) => plan.id === wanted) ? wanted : undefined;
  const tagged = tag ? planByTag(tag) : undefined;
  return (
    <AuthCard
      title="Create Your Account"
      subtitle={
        tag === 't365'
          ? `${tagged?.name ?? 'Pro Plan'}: a free 1 Year Trial.`
          : tagged
            ? `You are signing up to the ${tagged.name}.`
            : 'Your almanac, your chart, your calendar.'
      }
      footer={
        <p>
          Already have an account? <Link to="/signin">Sign In</Link>
        </p>
      }
    >
      <Form
        key={planId ?? tag ?? ''}
        fields={signupFields(planId, tag)}
        url="/api/account"
        buttonText="Create Account"
        fullWidthButton
        freePlans={FREE_PLANS}
        payment={paymentAdapterFor(publishableKey) ?? null}
        onSuccess={signedIn}
      />
      <p className="auth__fine-print">
        By signing up you agree to our <Link to="/terms">terms</Link> and{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    </AuthCard>
  );
}
