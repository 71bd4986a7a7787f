/**
 * The dashboard a new user reads (walk of 2026-11-28): a Free plan is told which plans hold the
 * calendars, with a way to upgrade, and every Chinese term has its English beside it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CALENDARS } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { PLAN_CALENDARS } from './CalendarsCard';
import { RENEW_WARNING } from './RenewLinks';

const ACTIVE = { body: { data: { status: 'active' } } };

/** Each run of Chinese characters followed by its English in brackets, e.g. "丙午 (Yang ...)". */
const unpaired = (words: string) =>
  [...words.matchAll(/\p{Script=Han}+(?!\p{Script=Han}| \([A-Za-z])/gu)].map((match) => match[0]);

function serve(calendars: unknown[], ts: Record<string, unknown> = {}) {
  fakeServer(({ url }) => {
    if (url === '/api/account/subscription') return ACTIVE;
    if (url === '/api/calendars') return { body: { data: calendars } };
    if (url.startsWith('/api/tongshu/get/'))
      return { body: { ts: { date: '2026-11-28', day_no: 6, lmonth: 10, lday: 20, ...ts } } };
    return { body: {} };
  });
}

it('tells a plan without calendars which plans have them, and links to the upgrade', async () => {
  signedInAs(testUser());
  serve([]);
  renderApp('/dashboard');
  const title = await screen.findByText('iCal calendars come with a paid plan');
  const message = title.closest('[role]') ?? (title.parentElement as HTMLElement);
  expect(message.textContent).toContain(
    'Pro Plan gets all calendars; Simple Plan gets the simplified calendar and the Tong Shu ones; Tong Shu Plan gets the four Tong Shu calendars.',
  );
  expect(PLAN_CALENDARS).toContain('Tong Shu Plan gets the four Tong Shu calendars');
  const links = screen.getAllByRole('link', { name: /Upgrade|See the plans/ });
  for (const link of links) expect(link).toHaveAttribute('href', '/account/upgrade');
  expect(screen.queryByText(/Copy an iCal link from your Available Calendars/)).toBeNull();
  // Second walk: the subscribe-by-URL help said "copy a link above" with no link above.
  expect(screen.queryByText(/copy a link above/)).toBeNull();
});

it('names the lunar year in English beside its Chinese', async () => {
  signedInAs(testUser());
  serve([], { lunar_year_gan: '丙', lunar_year_zhi: '午' });
  renderApp('/dashboard');
  const line = await screen.findByText(/^Lunar/);
  expect(line.textContent).toBe('Lunar 丙午 (Yang Fire Horse) year, 10th month, 20th day');
});

it("gives the Chinese calendar's description in English beside each Chinese term", async () => {
  const chinese = { calendar: 'tongshuchn', path: '/download/ical/tongshuchn/ical1' };
  signedInAs(testUser());
  serve([{ ...chinese, ...CALENDARS.tongshuchn }]);
  renderApp('/dashboard');
  const row = (await screen.findByText('Tong Shu (Chinese)')).closest('tr') as HTMLElement;
  const words = within(row).getByText(/almanac day in Chinese/).textContent ?? '';
  expect(words).toMatch(/\p{Script=Han}/u);
  expect(unpaired(words)).toEqual([]);
});

// Walk of 2026-11-29: docs/security.md tells users to renew a leaked link, and no page could.
it('renews the calendar links after asking, and lists the new ones', async () => {
  const row = { calendar: 'tongshueng', ...CALENDARS.tongshueng };
  let icalId = 'old-id';
  signedInAs(testUser());
  const calls = fakeServer(({ url, method }) => {
    if (url === '/api/account/subscription') return ACTIVE;
    if (url === '/api/calendars/rotate' && method === 'POST') {
      icalId = 'new-id';
      return {
        body: { data: { ical_id: icalId }, message: 'Your calendar links have been renewed' },
      };
    }
    if (url === '/api/calendars')
      return { body: { data: [{ ...row, path: `/download/ical/tongshueng/${icalId}` }] } };
    return { body: {} };
  });
  renderApp('/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Renew links' }));
  const dialog = screen.getByRole('dialog', { name: 'Renew Calendar Links' });
  expect(dialog.textContent).toContain(RENEW_WARNING);
  expect(calls.some((call) => call.url === '/api/calendars/rotate')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Renew links' }));
  expect(await screen.findByText('Your calendar links have been renewed')).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.filter((call) => call.url === '/api/calendars')).toHaveLength(2),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
});
