import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baziChart, parseBirth } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const LONDON = {
  name: 'London, Westminster, United Kingdom',
  city: 'London',
  country: 'United Kingdom',
  zone: 'Europe/London',
  longitude: -0.1167,
  latitude: 51.5,
};

describe('the profile: place, zone and true solar time (issue 21)', () => {
  it('fills the birth zone and longitude from a picked place, keeping what was typed', async () => {
    signedInAs(testUser({ time_zone: 'Europe/Berlin' }));
    const calls = fakeServer((call) => {
      if (call.url.startsWith('/api/places?q=')) return { body: { data: [LONDON] } };
      if (call.method === 'PATCH' && call.url === '/api/account')
        return { body: { data: testUser(), message: 'Saved' } };
      return { body: {} };
    });
    renderApp('/account');
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann Typed');
    await userEvent.type(screen.getByLabelText('Search Place of Birth'), 'lond');
    await userEvent.click(await screen.findByRole('button', { name: /London, Westminster/ }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann Typed');
    expect(screen.getByLabelText(/^Time Zone of Birth/)).toHaveValue('Europe/London');
    expect(screen.getByLabelText(/^Longitude of Birth/)).toHaveValue('-0.1167');
    await userEvent.click(screen.getByRole('switch', { name: /Use true solar time/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PATCH' && c.url === '/api/account')?.body,
      ).toMatchObject({
        name: 'Ann Typed',
        birth_place: 'London, Westminster, United Kingdom',
        birth_tz: 'Europe/London',
        birth_longitude: -0.1167,
        solar_time: true,
        time_zone: 'Europe/Berlin',
      }),
    );
  });

  it('says how the chart was read', async () => {
    const chart = baziChart(parseBirth('1988-07-01', '01:30', 'female'));
    signedInAs(testUser({ bz_chart: JSON.stringify(chart) }));
    fakeServer(() => ({ body: {} }));
    renderApp('/account');
    const card = (await screen.findByRole('table', { name: 'Bazi Chart' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(card).getByText(
        /charted as 1988-07-01 00:30:00 standard time, China daylight saving removed/,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText(/UTC\+09:00/)).toBeInTheDocument();
    expect(
      within(card).getByText('day change 23:00 · clock time · zone Asia/Shanghai'),
    ).toBeInTheDocument();
  });

  it('warns, with the other pillar, about a birth within 15 minutes of a change of hour', async () => {
    const near = baziChart(parseBirth('1995-05-15', '12:55', 'female'));
    signedInAs(testUser({ bz_chart: JSON.stringify(near) }));
    fakeServer(() => ({ body: {} }));
    renderApp('/account');
    expect(await screen.findByText('Check the birth time')).toBeInTheDocument();
    expect(
      screen.getByText(/a birth 15 minutes later gives the hour pillar .未/),
    ).toBeInTheDocument();
  });
});

describe("pages say whose clock their times are on (issue 21's conventions stamp)", () => {
  it.each([
    ['/tongshu/20260217', 'Hours on your clock: day change 23:00 · zone Europe/Berlin'],
    ['/theqmdaychart', 'Times on your clock: day change 23:00 · clock time · zone Europe/Berlin'],
    ['/dashboard', 'Today on your clock: day change 23:00 · zone Europe/Berlin'],
  ])('%s', async (path, stamp) => {
    signedInAs(testUser({ time_zone: 'Europe/Berlin', internal_team: true }));
    fakeServer(() => ({ body: {} }));
    renderApp(path);
    expect(await screen.findByText(stamp)).toBeInTheDocument();
  });
});
