/**
 * /account (Your Profile; spec section 2): the profile form, the Bazi Chart, 10 Year Luck Pillar
 * and 10 Year Luck Pillar Start Time tables, the chart read on a date (issue 45), where schools
 * differ for the birth and "Your school" (issue 35), and, for owners, Close Your Account.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Modal, useNotification, type UiResponse, PageHeader } from '@tongshu/web-ui';
import { useSession } from '../../shared/session/SessionProvider';
import type { SessionUser } from '../../shared/session/user';
import { ProfileForm } from './ProfileForm';
import { BaziCards } from '../../shared/bazi/BaziCards';
import { parseBaziChart } from '../../shared/bazi/chart';
import { ReportButton } from '../../shared/bazi/ReportButton';
import { ReadingCards } from '../../shared/bazi/ReadingCards';
import { AccountNav } from '../../shared/components/AccountNav';
import { accountCrumbs } from '../../shared/components/accountCrumbs';
import { profileUrl } from '../../shared/birth/profile';
import { SchoolCard } from '../../shared/schools/SchoolCard';
import { SchoolDifferences } from '../../shared/schools/SchoolDifferences';

export default function Profile() {
  const { user, update, signOut } = useSession();
  const notify = useNotification();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  if (!user) return null;

  const savedAs = (fallback: string) => (response: UiResponse) => {
    update((response.data ?? {}) as Partial<SessionUser>);
    notify.show(response.message ?? fallback);
  };

  const closed = () => {
    // Spec section 4: closing an account clears local storage and goes to /signup.
    signOut('/signup');
    navigate('/signup');
  };

  return (
    <>
      <PageHeader title="Your Profile" breadcrumbs={accountCrumbs()} />
      <AccountNav />
      <Card title="Profile">
        <ProfileForm
          user={user}
          buttonText="Save"
          onSuccess={savedAs('Your profile has been saved')}
        />
      </Card>
      <BaziCards chart={parseBaziChart(user.bz_chart)} />
      {user.bz_chart && <ReportButton person="me" name={user.name} />}
      <ReadingCards key={user.bz_chart} person="me" chart={parseBaziChart(user.bz_chart)} />
      {/* Keyed by the stored chart, which a new birth or school rewrites: the panel asks again. */}
      <SchoolDifferences key={user.bz_chart} url={user.bz_chart ? '/api/schools/bazi' : null} />
      <SchoolCard
        record={user}
        url={profileUrl(user)}
        onSaved={savedAs('Your school has been saved')}
      />
      {user.permission === 'owner' && (
        <Card title="Close Your Account">
          <p>
            Closing your account stops billing, removes your users and deletes your data. This
            cannot be undone.
          </p>
          <Button variant="danger" icon="trash" onClick={() => setClosing(true)}>
            Close Your Account
          </Button>
          <Modal
            open={closing}
            title="Close Your Account"
            text="Are you sure? Your account, its users and your calendars will be deleted."
            form={{}}
            method="DELETE"
            url="/api/account"
            buttonText="Close Account"
            onCancel={() => setClosing(false)}
            onClose={closed}
            destructive
          />
        </Card>
      )}
    </>
  );
}
