import { useState } from 'react';
import { Button, Card, Form, useNotification, PageHeader } from '@tongshu/web-ui';
import { useSession } from '../../shared/session/SessionProvider';
import { useSignOutEverywhere } from '../../shared/session/useSignOutEverywhere';
import { AccountNav } from '../../shared/components/AccountNav';
import { accountCrumbs } from '../../shared/components/accountCrumbs';
import { NEW_PASSWORD } from '../../shared/lib/passwordFields';

/** The choice both cards offer: API keys are not sign-ins, so they end only when asked. */
const REVOKE_KEYS = 'Also revoke the API keys I made';
const KEYS_NOTE =
  'Apps and scripts using them stop working; leave it off to keep them (you can revoke keys one by one under API Keys).';

/**
 * /account/password (Your Password): old password, new password with complexity. A change ends
 * every other session; this one goes on with the new token the answer carries. Below it, "Sign
 * out everywhere" ends every session, this one included. Either may revoke the user's API keys.
 */
export default function Password() {
  const notify = useNotification();
  const { user, signIn } = useSession();
  const { signOutEverywhere, busy } = useSignOutEverywhere();
  const [revokeKeys, setRevokeKeys] = useState(false);
  return (
    <>
      <PageHeader title="Your Password" breadcrumbs={accountCrumbs('Password')} />
      <AccountNav />
      <Card title="Change Password">
        <Form
          key="password"
          fields={{
            oldpassword: {
              type: 'password',
              label: 'Old Password',
              required: true,
              autoComplete: 'current-password',
            },
            newpassword: NEW_PASSWORD,
            revoke_keys: { type: 'switch', label: REVOKE_KEYS, hint: KEYS_NOTE },
          }}
          method="PATCH"
          url="/api/user/password"
          buttonText="Save Password"
          onSuccess={(response) => {
            const token = (response.data as { token?: unknown } | undefined)?.token;
            if (user && typeof token === 'string') signIn({ ...user, token });
            notify.show(response.message ?? 'Your password has been changed');
          }}
        />
      </Card>
      <Card title="Sign Out Everywhere">
        <p>
          Signs you out on every device and browser, this one included: use it if you signed in
          somewhere you no longer trust. Calendar subscriptions keep working: their links are not
          sign-ins.
        </p>
        <p>
          <label>
            <input
              type="checkbox"
              checked={revokeKeys}
              onChange={(event) => setRevokeKeys(event.target.checked)}
            />{' '}
            {REVOKE_KEYS}
          </label>
          <br />
          <span className="note">{KEYS_NOTE}</span>
        </p>
        <Button
          variant="secondary"
          icon="logout"
          loading={busy}
          onClick={() => signOutEverywhere(revokeKeys)}
        >
          Sign out everywhere
        </Button>
      </Card>
    </>
  );
}
