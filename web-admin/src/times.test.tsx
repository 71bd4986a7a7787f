/**
 * Issue 33 in mission control: times are on a clock with the zone named (they were UTC, unsaid);
 * issue 42: that clock is the operator's browser's, not the zone stored on their user. And the
 * account list agrees with the dashboard's Total Accounts, which leaves the operator's own account
 * out.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NotificationProvider, UiProvider, type UiRequest } from '@tongshu/web-ui';
import MissionControlApp from './App';
import { ANN_LEE, LEE_FAMILY } from './testing/fixtures';

const ACCOUNTS = [
  { ...LEE_FAMILY, status: 'active', operator: false },
  {
    id: 'ops',
    name: 'Tongshu Operations',
    plan: 'pro',
    active: 1,
    date_created: '2026-01-01T00:00:00.000Z',
    email: 'operator@tongshu.local',
    user_count: 1,
    status: 'none',
    operator: true,
  },
];

const USERS = [
  {
    ...ANN_LEE,
    reference_code: null,
    enable_support: false,
    // SQLite's own timestamp text: UTC without a zone.
    last_login: '2026-11-20 23:05:00',
  },
];

const FEEDBACK = [
  {
    id: 'fb-1',
    rating: 'positive',
    comment: 'Clear',
    date_created: '2026-11-21T09:00:00.000Z',
    user_id: null,
    name: null,
    email: null,
  },
];

const DATA: Record<string, unknown> = {
  '/api/master/accounts': ACCOUNTS,
  '/api/master/users': USERS,
  '/api/feedback': FEEDBACK,
  '/api/feedback/metrics': { positive: 1, neutral: 0, negative: 0, total: 1 },
};

function renderAt(path: string, timeZone?: string) {
  const request = jest.fn(async (call: UiRequest) => ({ data: DATA[call.url] }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotificationProvider>
        <UiProvider value={{ request, timeZone }}>
          <Routes>
            <Route
              path="missioncontrol/*"
              element={<MissionControlApp basePath="/missioncontrol" />}
            />
          </Routes>
        </UiProvider>
      </NotificationProvider>
    </MemoryRouter>,
  );
}

describe("times on the operator browser's clock (issue 42)", () => {
  // The browser's zone is what Intl resolves with no zone given; jest's machine runs on UTC, so
  // its default reads as Berlin here.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  const machineZone = resolved.call(new Intl.DateTimeFormat()).timeZone;
  beforeEach(() => {
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      const options = resolved.call(this);
      return options.timeZone === machineZone ? { ...options, timeZone: 'Europe/Berlin' } : options;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("users: last login on Berlin's clock, not the Shanghai zone stored on the operator", async () => {
    renderAt('/missioncontrol/users', 'Asia/Shanghai');
    const row = (await screen.findByText('ann@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-11-21 00:05')).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: /Last Login \(Europe\/Berlin\)/ }),
    ).toBeInTheDocument();
  });

  it('accounts and feedback: created and date on Berlin time, named in the header', async () => {
    renderAt('/missioncontrol/accounts', 'Asia/Shanghai');
    expect(await screen.findByText('2026-10-02 10:15')).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: /Created \(Europe\/Berlin\)/ }),
    ).toBeInTheDocument();
  });

  it("feedback: the browser's zone too", async () => {
    renderAt('/missioncontrol/feedback', 'Asia/Shanghai');
    expect(
      await screen.findByRole('columnheader', { name: /Date \(Europe\/Berlin\)/ }),
    ).toBeInTheDocument();
  });
});

it("accounts: the operator's account is marked and the customer count matches the dashboard", async () => {
  renderAt('/missioncontrol/accounts');
  expect(
    await screen.findByText(/1 customer account, as counted in Total Accounts/),
  ).toBeInTheDocument();
  const ops = screen.getByText('operator@tongshu.local').closest('tr') as HTMLElement;
  expect(within(ops).getByText('Operator')).toBeInTheDocument();
  expect(within(ops).queryByRole('button', { name: /Delete/ })).toBeNull();
  const lee = screen.getByText('ann@example.com').closest('tr') as HTMLElement;
  expect(within(lee).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
});
