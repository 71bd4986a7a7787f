import { Navigate } from 'react-router';
import { Button, Card, Message, ProgressSteps } from '@tongshu/web-ui';
import { PageHeader } from '../components/PageHeader';
import { useSession } from '../session/SessionProvider';

/** /dashboard: the full dashboard is the next issue; a user with no day master goes to /welcome. */
export default function Dashboard() {
  const { user } = useSession();
  if (!user) return null;
  if (!user.dm) return <Navigate to="/welcome" replace />;
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${user.name}.`} />
      <Message tone="info" title="Add Tongshu to your calendar">
        Copy an iCal link from your Available Calendars and add it to Google, Outlook or Apple
        Calendar: every day&apos;s reading then appears where you already plan.
      </Message>
      <Card title="Getting started">
        <ProgressSteps
          items={[
            { label: 'Create your account', completed: true },
            { label: 'Set up your profile', completed: true, url: '/account' },
            { label: 'Add a calendar' },
          ]}
        />
        <p>
          Your calendars, today&apos;s overview and the video tutorials arrive on this page with the
          next release.
        </p>
        <Button to="/account" variant="secondary" icon="user">
          Review your profile
        </Button>
      </Card>
    </>
  );
}
