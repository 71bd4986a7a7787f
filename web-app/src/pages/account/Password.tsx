import { Card, Form, useNotification, PageHeader } from '@tongshu/web-ui';
import { AccountNav } from './AccountNav';
import { accountCrumbs } from './crumbs';

/** /account/password (Your Password): old password, new password with complexity. */
export default function Password() {
  const notify = useNotification();
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
            newpassword: {
              type: 'password',
              label: 'New Password',
              required: true,
              complexPassword: true,
              autoComplete: 'new-password',
              hint: 'At least 8 characters, with an upper and a lower case letter.',
            },
          }}
          method="PATCH"
          url="/api/user/password"
          buttonText="Save Password"
          onSuccess={(response) =>
            notify.show(response.message ?? 'Your password has been changed')
          }
        />
      </Card>
    </>
  );
}
