/**
 * /select and /account/people in the app, answered by a fake server with the engine's real
 * selection for the same query (the .ics export is the bff's: bff/src/select/select.test.ts, and
 * the browser test reads it with ical.js).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baziChart, parseBirth, selectDays } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { MONTH_NAMES } from '../../shared/lib/calendarNames';
import type { SelectionData } from './types';

const SELECTION = selectDays({
  activity: '嫁娶',
  from: '2026-03-01',
  to: '2026-05-31',
  people: [{ name: 'Ann Lee', yearBranch: '午', dayBranch: '辰' }],
}) as unknown as SelectionData;

const ACTIVE = { body: { data: { status: 'active' } } };

function server(selectAnswer: { status?: number; body?: unknown }) {
  return fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/people') {
      return { body: { data: [{ id: 'p1', name: 'Bo', bz_chart: '' }] } };
    }
    if (call.url.startsWith('/api/select/activities')) {
      const q = new URL(call.url, 'http://x').searchParams.get('q');
      return {
        body: {
          data:
            q === 'wedding' ? [{ zh: '嫁娶', en: 'Marriage' }] : [{ zh: '移徙', en: 'Move house' }],
        },
      };
    }
    if (call.url.startsWith('/api/select?')) return selectAnswer;
    return { body: {} };
  });
}

describe('/select', () => {
  it('searches a wedding for me and a person, shows the months and the ranked days, opens a day', async () => {
    signedInAs(testUser());
    const calls = server({ body: { data: SELECTION } });
    renderApp('/select');
    await userEvent.type(await screen.findByLabelText('Search activities'), 'wedding');
    const activity = screen.getByLabelText('Activity');
    await waitFor(() => expect(within(activity).getByText('Marriage (嫁娶)')).toBeInTheDocument());
    await userEvent.selectOptions(activity, '嫁娶');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-05-31');
    await userEvent.click(await screen.findByLabelText('Bo'));
    await userEvent.click(screen.getByRole('button', { name: 'Find days' }));
    const asked = calls.find((call) => call.url.startsWith('/api/select?'));
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('people')).toBe('me,p1');
    expect(await screen.findByRole('table', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the popular almanac tradition' })).toHaveAttribute(
      'href',
      '#tradition',
    );
    const best = SELECTION.days[0];
    if (!best) throw new Error('no kept day');
    const ranked = screen.getByRole('table', { name: 'Kept days, best first' });
    expect(within(ranked).getAllByRole('row')[1]).toHaveTextContent(best.date);
    await userEvent.click(within(ranked).getByRole('button', { name: `Reasons for ${best.date}` }));
    const reasons = screen.getByRole('region', { name: `Reasons for ${best.date}` });
    expect(reasons).toHaveTextContent(`kept, score ${best.score}`);
    expect(within(reasons).getByRole('link')).toHaveAttribute('href', `/tongshu/${best.date}`);
    // Reasons in English with the Chinese beside; hours named by their animal too.
    expect(reasons).toHaveTextContent(`${best.reasons[0]?.en} ${best.reasons[0]?.zh}`);
    expect(reasons).not.toHaveTextContent('China time');
    const hour = best.hours[0];
    if (hour) expect(reasons).toHaveTextContent(`${hour.start.slice(5)} to ${hour.end.slice(11)}`);
    // Each best hour's reasons with the Chinese beside the English (walk of 2026-11-29).
    for (const reason of hour?.reasons ?? [])
      expect(reasons).toHaveTextContent(`${reason.en} ${reason.zh}`);
    // A refused day says why, on its calendar cell.
    const refused = SELECTION.refused[0];
    const [year, month, day] = (refused?.date ?? '').split('-').map(Number) as number[];
    const named = `${day} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}: refused`;
    const cell = screen.getByRole('button', { name: new RegExp(`^${named}`) });
    expect(cell).toHaveAttribute('title', expect.stringContaining(refused?.reasons[0]?.en ?? ''));
  });

  it('asks for the weak days only when the box is ticked, and marks them Weak', async () => {
    // Issue 42: days scoring below zero are refused unless asked for.
    const withWeak = selectDays({
      activity: '嫁娶',
      from: '2026-03-01',
      to: '2026-05-31',
      people: [{ name: 'Ann Lee', yearBranch: '午', dayBranch: '辰' }],
      weak: true,
    }) as unknown as SelectionData;
    const weak = withWeak.days.find((day) => day.weak);
    if (!weak) throw new Error('no weak day');
    signedInAs(testUser());
    const calls = server({ body: { data: withWeak } });
    renderApp('/select');
    await userEvent.type(await screen.findByLabelText('Search activities'), 'wedding');
    const activity = screen.getByLabelText('Activity');
    await waitFor(() => expect(within(activity).getByText('Marriage (嫁娶)')).toBeInTheDocument());
    await userEvent.selectOptions(activity, '嫁娶');
    const find = screen.getByRole('button', { name: 'Find days' });
    await userEvent.click(find);
    await screen.findByRole('table', { name: 'Kept days, best first' });
    const asked = () =>
      calls
        .filter((call) => call.url.startsWith('/api/select?'))
        .map((call) => new URL(call.url, 'http://x').searchParams.get('weak'));
    expect(asked()).toEqual([null]);
    await userEvent.click(screen.getByLabelText(/^Show weak days too/));
    await userEvent.click(find);
    await waitFor(() => expect(asked()).toEqual([null, 'true']));
    const ranked = await screen.findByRole('table', { name: 'Kept days, best first' });
    const row = within(ranked).getByRole('rowheader', { name: weak.date }).closest('tr');
    expect(row).toHaveTextContent(`${weak.score} (Weak)`);
  });

  it('asks for the weekdays, the hours window and, for a wedding only, 不将 days', async () => {
    signedInAs(testUser());
    const calls = server({ body: { data: SELECTION } });
    renderApp('/select');
    const activity = screen.getByLabelText('Activity');
    await userEvent.type(await screen.findByLabelText('Search activities'), 'move');
    await waitFor(() => expect(within(activity).getByText(/\(移徙\)/)).toBeInTheDocument());
    await userEvent.selectOptions(activity, '移徙');
    // Not a wedding: no 不将 box.
    expect(screen.queryByLabelText(/Free of Generals/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Search activities'));
    await userEvent.type(screen.getByLabelText('Search activities'), 'wedding');
    await waitFor(() => expect(within(activity).getByText('Marriage (嫁娶)')).toBeInTheDocument());
    await userEvent.selectOptions(activity, '嫁娶');
    await userEvent.click(screen.getByLabelText('Saturday'));
    await userEvent.click(screen.getByLabelText('Sunday'));
    await userEvent.type(screen.getByLabelText('Hours from'), '09:00');
    await userEvent.type(screen.getByLabelText('Hours to'), '18:00');
    await userEvent.click(screen.getByLabelText(/Free of Generals/));
    expect(screen.getByText('不将日')).toHaveAttribute('lang', 'zh');
    await userEvent.click(screen.getByRole('button', { name: 'Find days' }));
    await screen.findByRole('table', { name: 'Kept days, best first' });
    const asked = calls.filter((call) => call.url.startsWith('/api/select?')).at(-1);
    const params = new URL(asked?.url ?? '', 'http://x').searchParams;
    expect([params.get('weekdays'), params.get('hours'), params.get('bujiang')]).toEqual([
      'sat,sun',
      '09:00-18:00',
      'true',
    ]);
  });

  it('sends a plan below Pro to the upgrade page with the Pro plan', async () => {
    signedInAs(testUser());
    server({
      status: 402,
      body: { message: 'Date selection is part of the Pro Plan', plan: 'pro' },
    });
    renderApp('/select');
    await userEvent.type(await screen.findByLabelText('Search activities'), 'wedding');
    const activity = screen.getByLabelText('Activity');
    await waitFor(() => expect(within(activity).getByText('Marriage (嫁娶)')).toBeInTheDocument());
    await userEvent.selectOptions(activity, '嫁娶');
    await userEvent.click(screen.getByRole('button', { name: 'Find days' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account/upgrade?plan=pro'),
    );
    // The server's reason comes along.
    expect(await screen.findByText('Date selection is part of the Pro Plan')).toBeInTheDocument();
  });
});

describe('/account/people', () => {
  it("lists the user's people, shows one's chart and calendar links, and removes one", async () => {
    signedInAs(testUser());
    const chart = JSON.stringify(baziChart(parseBirth('1988-11-02', '08:00', 'female')));
    let people = [
      {
        id: 'p1',
        name: 'Bo',
        gender: 0,
        birth_date: '1988-11-02',
        birth_time: '08:00',
        birth_place: null,
        birth_tz: 'Asia/Shanghai',
        dm: '丙',
        bz_chart: chart,
      },
    ];
    const calls = fakeServer((call) => {
      if (call.url === '/api/account/subscription') return ACTIVE;
      if (call.url === '/api/people' && call.method === 'GET') return { body: { data: people } };
      if (call.url === '/api/calendars') {
        const path = '/download/ical/personalpro/ical1';
        return {
          body: { data: [{ calendar: 'personalpro', name: 'Personal Pro', personal: true, path }] },
        };
      }
      if (call.url === '/api/people/p1' && call.method === 'DELETE') {
        people = [];
        return { body: { message: 'Person removed' } };
      }
      return { body: {} };
    });
    renderApp('/account/people');
    expect(await screen.findByRole('rowheader', { name: 'Bo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chart of Bo' }));
    expect(await screen.findByRole('table', { name: 'Bazi Chart' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /personalpro\/ical1\/p1$/ });
    expect(link.getAttribute('href')).toMatch(/\/download\/ical\/personalpro\/ical1\/p1$/);
    expect(screen.getByRole('button', { name: 'Add Person' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bo' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Bo' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/people/p1')).toBe(
      true,
    );
  });
});
