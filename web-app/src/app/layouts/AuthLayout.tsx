import { Outlet } from 'react-router';
import { SkipLink } from '@tongshu/web-ui';
import { Footer } from './Footer';
import { HomeNav } from './HomeNav';

/** Public and sign-in pages: home navigation and footer (spec section 2). */
export function AuthLayout() {
  return (
    <div className="layout-auth">
      <SkipLink />
      <HomeNav />
      <main id="main" className="layout-auth__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
