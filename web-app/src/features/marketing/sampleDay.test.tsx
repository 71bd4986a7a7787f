/**
 * The home page (walk of 2026-11-28): three of ten suitable activities in the sample day read as
 * the whole list, its hour labels (23, 01, 03 ...) named no clock, and a testimonial was made up.
 */
import { screen } from '@testing-library/react';
import { fakeServer, renderApp } from '../../testing/renderApp';

const SUIT = ['Prayer and offerings', 'Seal holes', 'Make nets', 'Break ground', 'Burial'];

it('counts the activities it leaves out and names the clock of its hours', async () => {
  window.localStorage.clear();
  const ts = { year: 2026, month: 2, day: 17, day_no: 2, lmonth: 1, lday: 1 };
  const en = { day_yi: SUIT, day_ji: ['Marriage'] };
  fakeServer(({ url }) => (url === '/api/tongshu/sample' ? { body: { ts, en } } : undefined));
  renderApp('/');
  const suit = await screen.findByText(/^Prayer and offerings/);
  expect(suit).toHaveTextContent('Prayer and offerings, Seal holes, Make nets +2 more');
  expect(screen.getByText('Marriage')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Hours, China time (UTC+8)' })).toBeInTheDocument();
  expect(screen.getByText(/^A sample day from the almanac/)).toHaveTextContent(
    'Hours are two-hour periods by their start, on China time (UTC+8)',
  );
});

it('says how the almanac is checked, in place of a made-up testimonial', async () => {
  fakeServer(() => undefined);
  renderApp('/');
  expect(screen.getByRole('heading', { name: 'How we check the almanac' })).toBeVisible();
  expect(screen.getByRole('figure')).toHaveTextContent(/Hong Kong Observatory/);
  expect(screen.queryByText(/Mei Ling Tan/)).toBeNull();
});
