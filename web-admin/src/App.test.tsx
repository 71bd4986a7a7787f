/**
 * Mission control on its own (outside the host): the remote's `App` in a MemoryRouter, with the
 * kit's providers wired to a fake API. The same component runs inside the host in
 * tests/src/browser/missioncontrol.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  NotificationProvider,
  RequestError,
  UiProvider,
  type UiRequest,
  type UiResponse,
} from '@tongshu/web-ui';
import MissionControlApp from './App';
import type { Impersonation } from './types';
import { ANN_LEE, LEE_FAMILY } from './testing/fixtures';

const ACCOUNT = { ...LEE_FAMILY, status: 'past_due' };

const USERS = [
  {
    id: 'op-1',
    account_id: 'ops',
    name: 'Operator',
    email: 'operator@tongshu.local',
    permission: 'master',
    internal_team: false,
    reference_code: null,
    enable_support: false,
    last_login: null,
    date_created: '2026-01-01T00:00:00.000Z',
  },
  {
    ...ANN_LEE,
    reference_code: 'ANN2026',
    enable_support: true,
    last_login: '2026-11-20T10:05:00.000Z',
  },
];

const FEEDBACK = [
  {
    id: 'fb-1',
    rating: 'negative',
    comment: 'The hour table is hard to read',
    date_created: '2026-11-21T09:00:00.000Z',
    user_id: 'user-1',
    name: 'Ann Lee',
    email: 'ann@example.com',
  },
  {
    id: 'fb-2',
    rating: 'positive',
    comment: null,
    date_created: '2026-11-22T09:00:00.000Z',
    user_id: null,
    name: null,
    email: null,
  },
];

type Answer = UiResponse | Error;

/** A fake bff: GET answers from `data`, writes answer `{ message }`; every call is recorded. */
function fakeApi(overrides: Record<string, Answer> = {}) {
  const calls: UiRequest[] = [];
  const data: Record<string, unknown> = {
    'GET /api/metrics/accounts': { totalAccounts: 12, activeAccounts: 9, churnedAccounts: 2 },
    'GET /api/metrics/accounts/growth': [
      { month: '2026-10', newAccounts: 4, totalAccounts: 10 },
      { month: '2026-11', newAccounts: 2, totalAccounts: 12 },
    ],
    'GET /api/feedback/metrics': { positive: 1, neutral: 0, negative: 1, total: 2 },
    'GET /api/feedback': FEEDBACK,
    'GET /api/master/accounts': [ACCOUNT],
    'GET /api/master/users': USERS,
    'GET /api/master/analytics?days=30': {
      days: [
        { day: '2026-11-24', signed_in: 3, signed_out: 5 },
        { day: '2026-11-25', signed_in: 4, signed_out: 1 },
      ],
      routes: [
        { route: '/tongshu/:date', count: 7 },
        { route: '/', count: 6 },
      ],
    },
    'GET /api/videos': { intro: 'https://player.vimeo.com/video/1', ios: null },
    'GET /api/master/analytics/property': { endpoint: null, domain: null },
  };
  const request = jest.fn(async (call: UiRequest): Promise<UiResponse> => {
    calls.push(call);
    const key = `${call.method} ${call.url}`;
    const answer = overrides[key];
    if (answer instanceof Error) throw answer;
    if (answer) return answer;
    if (key in data) return { data: data[key] };
    return { message: 'Done' };
  });
  return { request, calls };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMissionControl(
  path: string,
  api = fakeApi(),
  onImpersonate?: (impersonation: Impersonation) => void,
) {
  const onError = jest.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotificationProvider>
        <UiProvider value={{ request: api.request, onError }}>
          <Routes>
            <Route
              path="missioncontrol/*"
              element={
                <MissionControlApp basePath="/missioncontrol" onImpersonate={onImpersonate} />
              }
            />
          </Routes>
          <Where />
        </UiProvider>
      </NotificationProvider>
    </MemoryRouter>,
  );
  return { ...api, onError };
}

const writes = (calls: readonly UiRequest[]) => calls.filter((call) => call.method !== 'GET');

describe('mission control routes', () => {
  it('sends an unknown or bare path to the dashboard', async () => {
    renderMissionControl('/missioncontrol/nowhere');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(screen.getByRole('heading', { name: 'Mission Control' })).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows the three account tiles, the growth series and the feedback split', async () => {
    renderMissionControl('/missioncontrol/dashboard');
    const total = await screen.findByText('Total Accounts');
    const tile = (label: string) => screen.getByText(label).closest('.tsu-stat') as HTMLElement;
    await waitFor(() => expect(within(tile('Total Accounts')).getByText('12')).toBeVisible());
    expect(total).toBeVisible();
    expect(within(tile('Active Accounts')).getByText('9')).toBeVisible();
    expect(within(tile('Active Accounts')).getByText('75% active or trialing')).toBeVisible();
    expect(within(tile('Churned Accounts')).getByText('2')).toBeVisible();
    expect(screen.getByText('Oct 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Feedback by rating' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Page views per day, last 30 days' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Most viewed: \/tongshu\/:date \(7\)/)).toBeInTheDocument();
  });

  it('hands a failed call to the host, whose error catalogue answers it', async () => {
    const failure = new RequestError(403, 'Forbidden');
    const api = fakeApi({ 'GET /api/metrics/accounts': failure });
    const { onError } = renderMissionControl('/missioncontrol/dashboard', api);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});

describe('settings', () => {
  it('saves the video addresses and the analytics property', async () => {
    const api = renderMissionControl('/missioncontrol/settings');
    const videos = await screen.findByRole('form', { name: 'Videos' });
    expect(within(videos).getByLabelText(/A tour of Tongshu/)).toHaveValue(
      'https://player.vimeo.com/video/1',
    );
    await userEvent.type(
      within(videos).getByLabelText(/^iOS/),
      'https://www.youtube-nocookie.com/embed/ios',
    );
    await userEvent.click(within(videos).getByRole('button', { name: 'Save Videos' }));
    await waitFor(() =>
      expect(
        writes(api.calls).find((call) => call.url === '/api/master/videos')?.body,
      ).toMatchObject({
        intro: 'https://player.vimeo.com/video/1',
        ios: 'https://www.youtube-nocookie.com/embed/ios',
      }),
    );
    const property = screen.getByRole('form', { name: 'Analytics property' });
    await userEvent.type(
      within(property).getByLabelText(/Events API/),
      'https://plausible.io/api/event',
    );
    await userEvent.type(within(property).getByLabelText(/Domain/), 'tongshu.example.com');
    await userEvent.click(within(property).getByRole('button', { name: 'Save Property' }));
    await waitFor(() =>
      expect(
        writes(api.calls).find((call) => call.url === '/api/master/analytics/property')?.body,
      ).toEqual({ endpoint: 'https://plausible.io/api/event', domain: 'tongshu.example.com' }),
    );
  });
});

describe('accounts', () => {
  it('lists accounts with plan names and statuses, and searches them', async () => {
    renderMissionControl('/missioncontrol/accounts');
    const row = (await screen.findByText('Lee Family')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pro Plan')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('past due')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No results found')).toBeVisible();
  });

  it('edits the email, plan and status, and requires each', async () => {
    const api = fakeApi({ 'PATCH /api/master/account': { message: 'Account updated' } });
    renderMissionControl('/missioncontrol/accounts', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann@example.com' }));
    const dialog = screen.getByRole('dialog');
    const email = within(dialog).getByLabelText(/Owner Email/);
    await userEvent.clear(email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    expect(writes(api.calls)).toEqual([]);

    await userEvent.type(email, 'ann.lee@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Plan/), 'ssu');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Status/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Account updated');
    expect(writes(api.calls)).toEqual([
      {
        method: 'PATCH',
        url: '/api/master/account',
        body: { id: 'acc-1', email: 'ann.lee@example.com', plan: 'ssu', active: '0' },
        multipart: false,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server refusal under the field it names', async () => {
    const taken = new RequestError(409, 'An account with this email already exists', 'email');
    renderMissionControl(
      '/missioncontrol/accounts',
      fakeApi({ 'PATCH /api/master/account': taken }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes an account after confirmation', async () => {
    const api = fakeApi();
    renderMissionControl('/missioncontrol/accounts', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ann@example.com' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Lee Family (ann@example.com)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(api.calls)).toEqual([
        expect.objectContaining({
          method: 'DELETE',
          url: '/api/master/account',
          body: { id: 'acc-1' },
        }),
      ]),
    );
  });
});

describe('users', () => {
  it('edits a user with the owner option, the internal-team switch and the referral code', async () => {
    const api = fakeApi();
    renderMissionControl('/missioncontrol/users', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ann@example.com' }));
    const dialog = screen.getByRole('dialog');
    const permission = within(dialog).getByLabelText(/Permission/);
    expect(
      within(permission)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Owner', 'Admin', 'User']));
    expect(within(permission).queryByText('Master')).not.toBeInTheDocument();
    await userEvent.selectOptions(permission, 'admin');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.clear(within(dialog).getByLabelText(/Referral Code/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(api.calls)[0]).toMatchObject({
        method: 'PATCH',
        url: '/api/master/user',
        body: {
          id: 'user-1',
          account_id: 'acc-1',
          name: 'Ann Lee',
          email: 'ann@example.com',
          permission: 'admin',
          internal_team: true,
          reference_code: '',
        },
      }),
    );
  });

  it('offers no action on an operator row', async () => {
    renderMissionControl('/missioncontrol/users', fakeApi(), jest.fn());
    await screen.findByRole('button', { name: 'Edit ann@example.com' });
    expect(screen.getByText('operator@tongshu.local')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /operator@tongshu\.local/ }),
    ).not.toBeInTheDocument();
  });

  it('impersonates after confirmation and hands the session to the host', async () => {
    const impersonation = { token: 'imp-token', user: { id: 'user-1', name: 'Ann Lee' } };
    const api = fakeApi({ 'POST /api/master/user/impersonate': { data: impersonation } });
    const onImpersonate = jest.fn();
    renderMissionControl('/missioncontrol/users', api, onImpersonate);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Impersonate ann@example.com' }),
    );
    expect(onImpersonate).not.toHaveBeenCalled();
    // The way back is the banner's button, not signing out and in again at /master.
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('The banner at the top of every page takes you back');
    expect(dialog).not.toHaveTextContent('/master');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(onImpersonate).toHaveBeenCalledWith(impersonation));
    expect(writes(api.calls)[0]).toMatchObject({ body: { id: 'user-1' } });
  });

  it('offers no impersonation when the host cannot take it', async () => {
    renderMissionControl('/missioncontrol/users');
    await screen.findByRole('button', { name: 'Edit ann@example.com' });
    expect(screen.queryByRole('button', { name: /^Impersonate/ })).not.toBeInTheDocument();
  });
});

describe('feedback', () => {
  it('shows the positive, neutral and negative bands and every item with its author', async () => {
    renderMissionControl('/missioncontrol/feedback');
    const band = (label: string) =>
      screen
        .getAllByText(label)
        .map((el) => el.closest<HTMLElement>('.tsu-stat'))
        .find((el) => el !== null) as HTMLElement;
    await waitFor(() => expect(within(band('Negative')).getByText('50% of 2')).toBeVisible());
    const counts = (label: string) => [
      band(label).querySelector('.tsu-stat__value')?.textContent,
      band(label).querySelector('.tsu-stat__detail')?.textContent,
    ];
    expect(counts('Positive')).toEqual(['1', '50% of 2']);
    expect(counts('Neutral')).toEqual(['0', '0% of 2']);
    expect(counts('Negative')).toEqual(['1', '50% of 2']);
    expect(screen.getByText('Ann Lee <ann@example.com>')).toBeVisible();
    expect(screen.getByText('Deleted user')).toBeVisible();
  });

  it('deletes an item after confirmation and reloads the counts', async () => {
    const api = fakeApi({ 'DELETE /api/feedback/fb-1': { message: 'Feedback deleted' } });
    renderMissionControl('/missioncontrol/feedback', api);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Negative feedback/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('The hour table is hard to read');
    const before = api.calls.filter((call) => call.url === '/api/feedback/metrics').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Feedback deleted');
    expect(writes(api.calls)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
    expect(writes(api.calls)[0]?.url).toBe('/api/feedback/fb-1');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/api/feedback/metrics').length).toBe(
        before + 1,
      ),
    );
  });
});
