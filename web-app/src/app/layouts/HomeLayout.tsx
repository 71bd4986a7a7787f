import { Outlet } from 'react-router';
import { SkipLink } from '@tongshu/web-ui';
import { Footer } from './Footer';
import { HomeNav } from './HomeNav';

/** The root path: transparent navigation over the hero (spec section 2). */
export function HomeLayout() {
  return (
    <div className="layout-home">
      <SkipLink />
      <HomeNav transparent />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
