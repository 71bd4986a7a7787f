/**
 * /account/keys (API Keys, issue 36): the account's keys to the public API, for an owner or
 * admin on Pro: the list (name, first characters, created, last used on the user's clock, uses,
 * Revoke after a confirmation), and a form that makes one and shows it once. A lower plan is sent
 * to the upgrade page by the API's 402 (the app's error policy); a user is told who manages keys.
 */
import { Card, Message, PageHeader, UiLink } from '@tongshu/web-ui';
import { AccountNav } from '../../shared/components/AccountNav';
import { accountCrumbs } from '../../shared/components/accountCrumbs';
import { useSession } from '../../shared/session/SessionProvider';
import { canActAs } from '../../shared/session/user';
import { KeyTable } from './KeyTable';
import { NewKeyForm, ShownKey } from './NewKey';
import { useApiKeys } from './useApiKeys';
import './keys.css';

export default function ApiKeys() {
  const { user, permissions } = useSession();
  // The server's flags once read (a role changed since sign-in), the stored role until then.
  const manager = user ? (permissions?.admin ?? canActAs(user.permission, 'admin')) : false;
  const { keys, created, onCreated, dismiss, revoke } = useApiKeys(manager);
  if (!user) return null;
  return (
    <>
      <PageHeader title="API Keys" breadcrumbs={accountCrumbs('API Keys')} />
      <AccountNav />
      <p>
        A key lets your own tools (a booking site, a spreadsheet, an AI assistant) read the almanac,
        the charts and your people through Tongshu&apos;s public API. See the{' '}
        <UiLink to="/developers">API reference for developers</UiLink>.
      </p>
      {manager ? (
        <>
          {created && <ShownKey created={created} onDismiss={dismiss} />}
          <Card title="Your Keys" loading={keys.loading && !keys.data}>
            <KeyTable keys={keys.data ?? []} onRevoke={revoke} />
          </Card>
          {/* A new form for each key made: its name field starts empty, not on the last name. */}
          <NewKeyForm key={created?.id ?? 'first'} onCreated={onCreated} />
        </>
      ) : (
        <Message tone="info" title="Only owners and admins manage API keys">
          Please ask the owner or an admin of your account for a key.
        </Message>
      )}
    </>
  );
}
