import { Outlet } from 'react-router';
import { Logo } from '../components/Logo';

/** Onboarding: a coloured body around the wizard (spec section 2). */
export function OnboardingLayout() {
  return (
    <div className="layout-onboarding">
      <header className="layout-onboarding__bar">
        <Logo light to="/welcome" />
      </header>
      <main id="main" className="layout-onboarding__main">
        <Outlet />
      </main>
    </div>
  );
}
