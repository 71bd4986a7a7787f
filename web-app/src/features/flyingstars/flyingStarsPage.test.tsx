/**
 * /flyingstars in the app, answered by a fake server with the contract's real house charts (the
 * engine's, checked against destiny-core, tianji and Ken Lai's published charts): my home's
 * chart with the year's overlay, a person's home saved from the compass, and a 402 sent to the
 * upgrade page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { houseAnswer } from '@tongshu/contract';
import type { HomeRecord, HomesAnswer } from '@tongshu/bff/api';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const ACTIVE = { body: { data: { status: 'active' } } };
const ON = { date: '2026-11-28', zone: 'Europe/Berlin' };

const mine: HomeRecord = {
  subject: 'me',
  name: 'My home',
  home: { period: 8, facing: '180' },
  chart: houseAnswer({ period: 8, facing: '180', ...ON }),
};
const theirs: HomeRecord = { subject: 'p1', name: 'Bo', home: null, chart: null };

function server(homes: () => HomesAnswer, put = (record: HomeRecord) => record) {
  return fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url.startsWith('/api/homes') && call.method === 'GET')
      return { body: { data: homes() } };
    if (call.url === '/api/homes/p1' && call.method === 'PUT') {
      const { period, facing } = call.body as { period: number; facing: string };
      const chart = houseAnswer({ period, facing, ...ON });
      return { body: { data: put({ ...theirs, home: { period, facing }, chart }) } };
    }
    return { body: {} };
  });
}

describe('/flyingstars', () => {
  it("draws my home's chart south at the top, with the year's and month's stars", async () => {
    signedInAs(testUser());
    server(() => ({ ...ON, year_start: 'lichun', homes: [mine, theirs] }));
    renderApp('/flyingstars');
    const card = (await screen.findByRole('heading', { name: 'My home' })).closest('section')!;
    expect(card).toHaveTextContent(
      'Period 8, facing S2 Wu (Horse) 午 at 180°, sitting N2 Zi (Rat) 子: base chart (下卦).',
    );
    expect(card).toHaveTextContent('Double stars meet at the facing (双星会向)');
    const rows = within(card).getAllByRole('row');
    // South at the top: SE, S, SW; the facing palace holds 8 and 8 (双星会向).
    expect(rows[0]).toHaveTextContent(/^Southeast.*South.*Southwest/);
    const south = within(rows[0]!).getAllByRole('cell')[1]!;
    expect(within(south).getByLabelText('Mountain star 8 White (Earth) 八白')).toBeInTheDocument();
    expect(within(south).getByLabelText('Water star 8 White (Earth) 八白')).toBeInTheDocument();
    // 2026 is a 1 White year: its 5 Yellow is in the south (every published 2026 chart).
    expect(south).toHaveTextContent('Year 5');
    expect(screen.getByText(/Stars: 1 White \(一白, Water\)/)).toBeInTheDocument();
  });

  it("saves a person's home from the compass and shows its chart", async () => {
    signedInAs(testUser());
    let saved: HomeRecord | undefined;
    const calls = server(
      () => ({ ...ON, year_start: 'lichun', homes: [mine, saved ?? theirs] }),
      (record) => (saved = record),
    );
    renderApp('/flyingstars');
    const card = (await screen.findByRole('heading', { name: 'Bo' })).closest('section')!;
    expect(card).toHaveTextContent('No home saved yet.');
    await userEvent.click(within(card).getByRole('button', { name: 'Add their home' }));
    await userEvent.selectOptions(within(card).getByLabelText(/Period/), '9');
    await userEvent.click(within(card).getByLabelText('NW3 Hai (Pig) 亥, 330°'));
    await userEvent.click(within(card).getByRole('button', { name: 'Save home' }));
    await waitFor(() => expect(card).toHaveTextContent('facing NW3 Hai (Pig) 亥'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ period: 9, facing: 'NW3' });
  });

  it('sends a plan below Pro to the upgrade page', async () => {
    signedInAs(testUser());
    fakeServer((call) => {
      if (call.url === '/api/account/subscription') return ACTIVE;
      if (call.url.startsWith('/api/homes'))
        return {
          status: 402,
          body: { message: 'Flying-star house charts are part of the Pro Plan', plan: 'pro' },
        };
      return { body: {} };
    });
    renderApp('/flyingstars');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/upgrade/),
    );
  });
});
