import { Outlet } from 'react-router';
import { Button, SkipLink } from '@tongshu/web-ui';
import { ImpersonationBanner } from './ImpersonationBanner';
import { Logo } from '../../shared/components/Logo';
import { useSession } from '../../shared/session/SessionProvider';

/**
 * Onboarding: a coloured body around the wizard (spec section 2). An operator impersonating a user
 * who has not onboarded lands here, so the way back shows here too.
 */
export function OnboardingLayout() {
  const { user, operator, signOut } = useSession();
  return (
    <div className="layout-onboarding">
      <SkipLink />
      <header className="layout-onboarding__bar">
        <Logo light to="/welcome" />
        {user && !operator && (
          <Button variant="secondary" icon="logout" onClick={() => signOut()}>
            Sign out
          </Button>
        )}
      </header>
      <main id="main" className="layout-onboarding__main">
        <ImpersonationBanner />
        <Outlet />
      </main>
    </div>
  );
}
