/**
 * Issue 33 in mission control: times are on a clock with the zone named (they were UTC, unsaid);
 * issue 42: that clock is the operator's browser's, not the zone stored on their user. And the
 * account list agrees with the dashboard's Total Accounts, which leaves the operator's own account
 * out.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { formatStamp, NotificationProvider, UiProvider, type UiRequest } from '@tongshu/web-ui';
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
  // The browser's zone is the machine's; the zone stored on the operator is another one.
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const stored = browser === 'Asia/Shanghai' ? 'Europe/Berlin' : 'Asia/Shanghai';
  const header = (label: string) => `${label} (${browser})`;

  it("users: last login on the browser's clock, not the zone stored on the operator", async () => {
    renderAt('/missioncontrol/users', stored);
    const row = (await screen.findByText('ann@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText(formatStamp(USERS[0]?.last_login, browser))).toBeInTheDocument();
    expect(within(row).queryByText(formatStamp(USERS[0]?.last_login, stored))).toBeNull();
    expect(screen.getByRole('columnheader', { name: header('Last Login') })).toBeInTheDocument();
  });

  it("accounts and feedback: created and date on the browser's clock, named in the header", async () => {
    renderAt('/missioncontrol/accounts', stored);
    expect(
      await screen.findByRole('columnheader', { name: header('Created') }),
    ).toBeInTheDocument();
    renderAt('/missioncontrol/feedback', stored);
    expect(await screen.findByRole('columnheader', { name: header('Date') })).toBeInTheDocument();
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
