/**
 * /missioncontrol/*: the mission control remote (web-admin), loaded only when these routes open.
 * When it cannot be loaded (not built or not served yet, or offline) a clear error state shows and
 * the rest of the app keeps working.
 */
import { lazy, Suspense } from 'react';
import { Button, Loader, Message, PageHeader } from '@tongshu/web-ui';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session/SessionProvider';
import type { SessionUser } from '../../shared/session/user';
import { loadMissionControl, type MissionControlProps } from './remote';
import { RemoteBoundary } from './RemoteBoundary';

/** Made once, at module level: a fresh `lazy` per render would fetch the remote again. */
const RemoteApp = lazy(loadMissionControl);

export function MissionControl() {
  const { impersonate } = useSession();
  const navigate = useNavigate();
  const onImpersonate: MissionControlProps['onImpersonate'] = ({ token, user }) => {
    impersonate({ ...(user as unknown as SessionUser), token });
    navigate('/dashboard');
  };
  const failed = (
    <div>
      <PageHeader title="Mission Control" />
      <Message
        tone="error"
        title="Mission control could not be loaded"
        action={
          <Button variant="secondary" icon="chevronRight" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        <p>
          The operator console is served separately from the app and is not available right now. The
          rest of Tongshu works as usual; please try again in a moment.
        </p>
      </Message>
    </div>
  );
  return (
    <RemoteBoundary fallback={failed}>
      <Suspense fallback={<Loader label="Loading mission control" />}>
        <RemoteApp basePath="/missioncontrol" onImpersonate={onImpersonate} />
      </Suspense>
    </RemoteBoundary>
  );
}

export default MissionControl;
