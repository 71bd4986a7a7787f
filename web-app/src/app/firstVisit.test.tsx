/**
 * Issue 33, item 5: a first visit is greeted as one, billing starts on the current plan, the
 * support radio confirms with the server's words, the dashboard tiles keep their distance and the
 * hidden stems' ten gods sit on the stems' line.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baziChart, parseBirth } from '@tongshu/engine';
import { plans as catalogue } from '@tongshu/data';
import { planView } from '../shared/lib/plans';
import { fakeServer, renderApp, signedInAs, testUser } from '../testing/renderApp';

const ACTIVE = { body: { data: { status: 'active' } } };

it('greets a user who just finished onboarding with Welcome, not Welcome back', async () => {
  signedInAs(testUser({ onboarded: false, dm: '庚' }));
  fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.method === 'PATCH') return { body: { data: testUser({ dm: '庚' }) } };
    return { body: {} };
  });
  renderApp('/welcome');
  await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
  expect(await screen.findByText('Welcome to Tongshu, Ann Lee.')).toBeInTheDocument();
  expect(screen.queryByText(/Welcome back/)).toBeNull();
});

it('greets a returning user with Welcome back', async () => {
  signedInAs(testUser());
  fakeServer((call) => (call.url === '/api/account/subscription' ? ACTIVE : { body: {} }));
  renderApp('/dashboard');
  expect(await screen.findByText('Welcome back, Ann Lee.')).toBeInTheDocument();
});

it("starts the plan select on a trial user's current plan, not Please Select", async () => {
  signedInAs(testUser());
  const mode = { billing: 'offline', message: 'Offline', publishable_key: null };
  fakeServer((call) => {
    if (call.url === '/api/account/plans')
      return { body: { data: { plans: catalogue.map(planView), active: 't365', ...mode } } };
    if (call.url === '/api/account/subscription')
      return { body: { data: { status: 'trialing', plan: 't365', ...mode } } };
    return { body: {} };
  });
  renderApp('/account/billing');
  const form = await screen.findByRole('form', { name: 'Change plan' });
  expect(within(form).getByLabelText(/Plan/)).toHaveValue('t365');
});

it("confirms the support radio with the server's message", async () => {
  signedInAs(testUser());
  fakeServer((call) =>
    call.method === 'PATCH' && 'enable_support' in (call.body as object)
      ? { body: { data: {}, message: 'Our support team can now access your account' } }
      : call.url === '/api/account/subscription'
        ? ACTIVE
        : { body: {} },
  );
  renderApp('/help');
  await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
  expect(
    await screen.findByText('Our support team can now access your account'),
  ).toBeInTheDocument();
});

/**
 * The declarations of `selector`'s rule in a stylesheet next to this test (jsdom applies no CSS
 * files). Node's modules come through jest, as the web programs carry no Node types.
 */
function rule(file: string, selector: string): string {
  const fs = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>(
    'node:fs',
  );
  const here = (expect.getState().testPath ?? '').replace(/[^/\\]+$/, '');
  const css = fs.readFileSync(`${here}${file}`, 'utf8');
  const start = css.indexOf(`\n${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
}

it('spaces the dashboard tiles from the rows around them', async () => {
  expect(rule('../shared/almanac/almanacBase.css', '.tile-row')).toMatch(
    /margin-block: var\(--tsu-space-5\)/,
  );
  // Inside the almanac's own grid the grid's gap spaces them instead.
  expect(rule('../shared/almanac/almanacBase.css', '.almanac-grid > .tile-row')).toMatch(
    /margin: 0/,
  );
});

it("centres each hidden stem's ten god on the stem's line", async () => {
  expect(rule('../shared/almanac/almanacBase.css', '.plain-list > .stem-god')).toMatch(
    /align-items: center/,
  );
  const chart = baziChart(parseBirth('1988-07-01', '01:30', 'female'));
  signedInAs(testUser({ bz_chart: JSON.stringify(chart) }));
  fakeServer((call) => (call.url === '/api/account/subscription' ? ACTIVE : { body: {} }));
  renderApp('/account');
  const table = await screen.findByRole('table', { name: 'Bazi Chart' });
  const items = within(table).getAllByRole('listitem');
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item).toHaveClass('stem-god');
  await waitFor(() => expect(items[0]?.querySelector('.muted')).not.toBeNull());
});
