import { Outlet } from 'react-router';
import { ImpersonationBanner } from '../components/ImpersonationBanner';
import { Logo } from '../components/Logo';

/**
 * Onboarding: a coloured body around the wizard (spec section 2). An operator impersonating a user
 * who has not onboarded lands here, so the way back shows here too.
 */
export function OnboardingLayout() {
  return (
    <div className="layout-onboarding">
      <header className="layout-onboarding__bar">
        <Logo light to="/welcome" />
      </header>
      <main id="main" className="layout-onboarding__main">
        <ImpersonationBanner />
        <Outlet />
      </main>
    </div>
  );
}
