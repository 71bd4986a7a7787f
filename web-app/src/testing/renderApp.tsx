/** Test helpers: the whole app in a MemoryRouter, with `fetch` answered by a fake server. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/App';
import { AppRoutes } from '../app/routes';
import { SESSION_KEY, type SessionUser } from '../shared/session/user';

export interface FakeCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

export type FakeHandler = (call: FakeCall) => { status?: number; body?: unknown } | undefined;

/** Replaces fetch; unknown calls answer 404. Returns the list of calls made. */
export function fakeServer(handler: FakeHandler = () => undefined): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** The calls a test is about: every page counts its view first (analytics/usePageViews.ts). */
export function withoutPageViews(calls: readonly FakeCall[]): FakeCall[] {
  return calls.filter((call) => call.url !== '/api/analytics/pageview');
}

export const testUser = (fields: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  gender: 0,
  birth_date: '1990-05-15',
  birth_time: '14:30',
  dm: '甲',
  account_id: 'a1',
  ical_id: 'ical1',
  internal_team: false,
  reference_code: null,
  permission: 'owner',
  onboarded: true,
  enable_support: false,
  bz_chart: null,
  token: 'jwt-token',
  ...fields,
});

export function signedInAs(user: SessionUser): void {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(user));
}

function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="hash">{location.hash}</output>
    </>
  );
}

export function renderApp(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
        <Where />
      </AppProviders>
    </MemoryRouter>,
  );
}
