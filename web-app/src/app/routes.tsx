import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { Loader } from '@tongshu/web-ui';
import { AdminLayout } from './layouts/AdminLayout';
import { AppLayout } from './layouts/AppLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { OnboardingLayout } from './layouts/OnboardingLayout';
import { Home } from '../features/marketing/Home';
import { NotFound } from '../features/marketing/NotFound';
import { subscriptionRedirect } from '../shared/payment/access';
import { useSubscriptionStatus } from '../shared/payment/useSubscriptionStatus';
import { useSession } from '../shared/session/SessionProvider';
import { canActAs, type Permission } from '../shared/session/user';

// Pages a first visit to / does not need load on demand: sign-in and sign-up too, a click away
// from it and never part of the almanac a signed-in practitioner opens.
const Signin = lazy(() => import('../features/auth/Signin'));
const Signup = lazy(() => import('../features/auth/Signup'));
const Pricing = lazy(() => import('../features/marketing/Pricing'));
const Contact = lazy(() => import('../features/marketing/Contact'));
const Legal = lazy(() => import('../features/marketing/Legal'));
const Developers = lazy(() => import('../features/developers/Developers'));
const Magic = lazy(() => import('../features/auth/Magic'));
const ForgotPassword = lazy(() => import('../features/auth/ForgotPassword'));
const ResetPassword = lazy(() => import('../features/auth/ResetPassword'));
const ConfirmEmail = lazy(() => import('../features/auth/ConfirmEmail'));
const SignupUser = lazy(() => import('../features/auth/SignupUser'));
const Welcome = lazy(() => import('../features/account/Welcome'));
const Dashboard = lazy(() => import('../features/dashboard/Dashboard'));
const Profile = lazy(() => import('../features/account/Profile'));
const Password = lazy(() => import('../features/account/Password'));
const Billing = lazy(() => import('../features/billing/Billing'));
const Upgrade = lazy(() => import('../features/billing/Upgrade'));
const Users = lazy(() => import('../features/account/Users'));
const People = lazy(() => import('../features/people/People'));
const HouseholdPage = lazy(() => import('../features/household/HouseholdPage'));
const ApiKeys = lazy(() => import('../features/keys/ApiKeys'));
const Select = lazy(() => import('../features/select/Select'));
const FlyingStarsPage = lazy(() => import('../features/flyingstars/FlyingStarsPage'));
const Tongshu = lazy(() => import('../features/almanac/Tongshu'));
const TongshuMonth = lazy(() => import('../features/almanac/month/TongshuMonth'));
const Help = lazy(() => import('../features/help/Help'));
const Tutorials = lazy(() => import('../features/tutorials/Tutorials'));
const ReferralDashboard = lazy(() => import('../features/referral/ReferralDashboard'));
const The3vvList = lazy(() => import('../features/the3vv/The3vvList'));
const QmChart = lazy(() => import('../features/qimen/QmChart'));
const MissionControl = lazy(() => import('../features/missioncontrol/MissionControl'));

const page = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;

/**
 * A guarded route: no token goes to /signin; too low a permission goes home; without an active or
 * trialing subscription to /account/billing (spec section 6: not billing or upgrade, not master).
 */
function RequireAuth({ permission = 'user' }: { readonly permission?: Permission }) {
  const { user, exitTo } = useSession();
  const location = useLocation();
  const status = useSubscriptionStatus(user?.token ?? null, user?.permission === 'master');
  const from = location.pathname + location.search;
  if (!user) return <Navigate to={exitTo} replace state={{ from }} />;
  if (!canActAs(user.permission, permission)) return <Navigate to="/dashboard" replace />;
  const billing = subscriptionRedirect({
    permission: user.permission,
    status,
    pathname: location.pathname,
  });
  if (billing) return <Navigate to={billing} replace />;
  return <Outlet />;
}

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
        <Route path="developers" element={page(<Developers />)} />
        <Route path="signin" element={page(<Signin />)} />
        <Route path="master" element={page(<Signin />)} />
        <Route path="signup" element={page(<Signup />)} />
        <Route path="signupspecial" element={page(<Signup tag="ssu" />)} />
        <Route path="signupt365" element={page(<Signup tag="t365" />)} />
        <Route path="signup/user" element={page(<SignupUser />)} />
        <Route path="magic" element={page(<Magic />)} />
        <Route path="forgotpassword" element={page(<ForgotPassword />)} />
        <Route path="resetpassword" element={page(<ResetPassword />)} />
        <Route path="confirm-email" element={page(<ConfirmEmail />)} />
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
          <Route path="account/billing" element={page(<Billing />)} />
          <Route path="account/upgrade" element={page(<Upgrade />)} />
          <Route path="account/users" element={page(<Users />)} />
          <Route path="account/people" element={page(<People />)} />
          <Route path="account/people/:id" element={page(<People />)} />
          <Route path="account/people/:id/edit" element={page(<People editing />)} />
          <Route path="account/household" element={page(<HouseholdPage />)} />
          <Route path="account/keys" element={page(<ApiKeys />)} />
          <Route path="select" element={page(<Select />)} />
          <Route path="flyingstars" element={page(<FlyingStarsPage />)} />
          <Route path="tongshu" element={page(<Tongshu />)} />
          <Route path="tongshu/:date" element={page(<Tongshu />)} />
          <Route path="tongshu/month" element={page(<TongshuMonth />)} />
          <Route path="tongshu/month/:month" element={page(<TongshuMonth />)} />
          <Route path="help" element={page(<Help />)} />
          <Route path="tutorials" element={page(<Tutorials />)} />
          <Route path="referraldashboard" element={page(<ReferralDashboard />)} />
          <Route path="the3vvlist" element={page(<The3vvList />)} />
          <Route path="theqmhourchart" element={page(<QmChart key="hour" kind="hour" />)} />
          <Route path="theqmdaychart" element={page(<QmChart key="day" kind="day" />)} />
          <Route path="theqmmonthchart" element={page(<QmChart key="month" kind="month" />)} />
          <Route path="theqmyearchart" element={page(<QmChart key="year" kind="year" />)} />
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
