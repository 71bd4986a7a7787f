import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { Loader } from '@tongshu/web-ui';
import { AdminLayout } from './layouts/AdminLayout';
import { AppLayout } from './layouts/AppLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { OnboardingLayout } from './layouts/OnboardingLayout';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';
import { Signin } from './pages/Signin';
import { Signup } from './pages/Signup';
import { useSession } from './session/SessionProvider';
import { canActAs, type Permission } from './session/user';

// Pages a first visit to / does not need load on demand.
const Pricing = lazy(() => import('./pages/Pricing'));
const Contact = lazy(() => import('./pages/Contact'));
const Legal = lazy(() => import('./pages/Legal'));
const Magic = lazy(() => import('./pages/Magic'));
const ForgotPassword = lazy(() => import('./pages/ForgotPassword'));
const ResetPassword = lazy(() => import('./pages/ResetPassword'));
const SignupUser = lazy(() => import('./pages/SignupUser'));
const Welcome = lazy(() => import('./pages/Welcome'));
const Dashboard = lazy(() => import('./pages/Dashboard'));
const Profile = lazy(() => import('./pages/account/Profile'));
const Password = lazy(() => import('./pages/account/Password'));
const ComingNext = lazy(() => import('./pages/ComingNext'));
const MissionControl = lazy(() => import('./missioncontrol/MissionControl'));

const page = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;

/** A guarded route: no token goes to /signin; too low a permission goes home. */
function RequireAuth({ permission = 'user' }: { readonly permission?: Permission }) {
  const { user, exitTo } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={exitTo} replace state={{ from: location.pathname }} />;
  if (!canActAs(user.permission, permission)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

const later = (title: string) => page(<ComingNext title={title} />);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<HomeLayout />}>
        <Route index element={<Home />} />
      </Route>
      <Route element={<AuthLayout />}>
        <Route path="pricing" element={page(<Pricing />)} />
        <Route path="contact" element={page(<Contact />)} />
        <Route path="privacy" element={page(<Legal kind="privacy" />)} />
        <Route path="terms" element={page(<Legal kind="terms" />)} />
        <Route path="signin" element={<Signin />} />
        <Route path="master" element={<Signin />} />
        <Route path="signup" element={<Signup />} />
        <Route path="signupspecial" element={<Signup tag="ssu" />} />
        <Route path="signupt365" element={<Signup tag="t365" />} />
        <Route path="signup/user" element={page(<SignupUser />)} />
        <Route path="magic" element={page(<Magic />)} />
        <Route path="forgotpassword" element={page(<ForgotPassword />)} />
        <Route path="resetpassword" element={page(<ResetPassword />)} />
        <Route path="notfound" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<OnboardingLayout />}>
          <Route path="welcome" element={page(<Welcome />)} />
        </Route>
        <Route element={<AppLayout />}>
          <Route path="dashboard" element={page(<Dashboard />)} />
          <Route path="account" element={page(<Profile />)} />
          <Route path="account/password" element={page(<Password />)} />
          <Route path="account/billing" element={later('Billing')} />
          <Route path="account/upgrade" element={later('Upgrade')} />
          <Route path="account/users" element={later('Users')} />
          <Route path="tongshu" element={later('Tong Shu')} />
          <Route path="tongshu/:date" element={later('Tong Shu')} />
          <Route path="help" element={later('Get Help')} />
          <Route path="referraldashboard" element={later('Referral List')} />
          <Route path="the3vvlist" element={later('The 3VV List')} />
          <Route path="theqmhourchart" element={later('The QM Hour Chart')} />
          <Route path="theqmdaychart" element={later('The QM Day Chart')} />
          <Route path="theqmmonthchart" element={later('The QM Month Chart')} />
          <Route path="theqmyearchart" element={later('The QM Year Chart')} />
        </Route>
      </Route>
      <Route element={<RequireAuth permission="master" />}>
        <Route element={<AdminLayout />}>
          <Route path="missioncontrol/*" element={page(<MissionControl />)} />
        </Route>
      </Route>
    </Routes>
  );
}
