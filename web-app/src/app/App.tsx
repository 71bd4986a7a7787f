/** The user app: providers (notifications, session, the UI kit's bridge) and every route. */
import { useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import {
  NotificationProvider,
  UiProvider,
  useNotification,
  type UiContextValue,
} from '@tongshu/web-ui';
import { apiRequest } from '../shared/api/client';
import { errorPolicy } from '../shared/api/errors';
import { storeReferral } from '../shared/lib/referral';
import { usePageViews } from '../features/analytics/usePageViews';
import { paymentAdapterFor } from '../shared/payment/stripe';
import { AppRoutes } from './routes';
import { SessionProvider, useSession } from '../shared/session/SessionProvider';
import './app.css';

/** Gives the UI kit the API client, the error catalogue, the router and card payments. */
function UiBridge({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  const notify = useNotification();
  const { signOut, user } = useSession();
  const timeZone = user?.time_zone;
  const { search } = useLocation();

  useEffect(() => storeReferral(search), [search]);
  usePageViews();

  const value = useMemo<UiContextValue>(
    () => ({
      request: apiRequest,
      onError: errorPolicy({ navigate: (to, state) => navigate(to, { state }), notify, signOut }),
      navigate: (to) => navigate(to),
      payment: paymentAdapterFor(__STRIPE_PUBLISHABLE_KEY__),
      // Times in tables (web-ui's stampColumn) are shown on the signed-in user's own clock.
      timeZone,
    }),
    [navigate, notify, signOut, timeZone],
  );
  return <UiProvider value={value}>{children}</UiProvider>;
}

/** Everything but the router, so tests can run the app in a MemoryRouter. */
export function AppProviders({ children }: { readonly children: ReactNode }) {
  return (
    <NotificationProvider>
      <SessionProvider>
        <UiBridge>{children}</UiBridge>
      </SessionProvider>
    </NotificationProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
