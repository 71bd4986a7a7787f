import { Button, Message } from '@tongshu/web-ui';
import { useSession } from '../../shared/session/SessionProvider';

/** While an operator impersonates a user, every app page says so and offers the way back. */
export function ImpersonationBanner() {
  const { user, operator, endImpersonation } = useSession();
  if (!operator || !user) return null;
  // A full load, not a client navigation: the page on screen would otherwise re-render once as
  // the operator first (the dashboard sends a user without birth data to /welcome).
  const back = () => {
    endImpersonation();
    window.location.assign('/missioncontrol/users');
  };
  return (
    <Message
      tone="warning"
      title={`Viewing Tongshu as ${user.name} (${user.email})`}
      action={
        <Button variant="secondary" icon="chevronLeft" onClick={back}>
          Back to Mission Control
        </Button>
      }
    >
      <p>You are signed in as this user through mission control; what you change is theirs.</p>
    </Message>
  );
}
