/**
 * /tongshu/month/:month in the app (issue 45), answered by a fake server with a month in the
 * bff's shape (the answer itself is held to the day in contract/src/almanac/month.test.ts and
 * on the running bff in bff/src/almanac/month.test.ts): the grid and the list, the links to each
 * day and to the months beside it, the activity filter and the clash.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TongshuMonthAnswer } from '@tongshu/bff/api';
import { fakeServer, renderApp, signedInAs, testUser } from '../../../testing/renderApp';

const term = (zh: string, en: string) => ({ zh, en });
const WEDDING = encodeURIComponent('嫁娶');
/** The wedding's fit of the days that are not neutral, by index: the 4th avoid, the 8th good. */
const FITS: Readonly<Record<number, 'good' | 'avoid'>> = { 3: 'avoid', 7: 'good' };

/**
 * December 2026 (1 December is a Tuesday); the 8th is good for a wedding, the 9th clashes, the
 * 4th is to be avoided though its Suit has the wedding: it is the year breaker (岁破, the walk of
 * issue 45), which the answer gives as its first reason.
 */
function december(activity: boolean): TongshuMonthAnswer {
  const days = Array.from({ length: 31 }, (_, i) => ({
    date: `2026-12-${String(i + 1).padStart(2, '0')}`,
    weekday: (i + 2) % 7,
    lunar: {
      year: { stem: term('丙', 'Yang Fire'), branch: term('午', 'Horse') },
      month: 10,
      leapMonth: false,
      day: 23 + i,
    },
    officer: term('开', 'Open'),
    belt: {
      god: term('青龙', 'Azure Dragon'),
      belt: term('黄道', 'Yellow Belt'),
      luck: term('吉', 'Auspicious'),
    },
    star: { number: 9, zh: '九紫', en: '9 Purple (Fire)' },
    suitable: [
      term('嫁娶', 'Marriage'),
      term('出行', 'Travel'),
      term('祭祀', 'Prayer and offerings'),
      term('开仓', 'Open the storehouse'),
    ],
    avoid: [term('安葬', 'Burial')],
    fit: activity ? (FITS[i] ?? ('neutral' as const)) : null,
    clash: i === 8 ? { with: 'Ann', branch: term('午', 'Horse') } : null,
    reasons:
      activity && i === 3 ? [term('岁破', 'Year Breaker'), term('四离', 'Four Separations')] : [],
  }));
  return {
    month: '2026-12',
    yearStart: 'lichun',
    dayStarRule: 'solstice-jiazi',
    activity: activity ? term('嫁娶', 'Marriage') : null,
    person: { id: 'me', name: 'Ann', yearBranch: term('午', 'Horse') },
    days,
  };
}

/** The grid's cell of the day its link names. */
const cellOf = (grid: HTMLElement, day: string) =>
  within(grid).getByRole('link', { name: day }).closest('td') as HTMLElement;

function server() {
  return fakeServer((call) => {
    if (call.url === '/api/account/subscription') return { body: { data: { status: 'active' } } };
    if (call.url === '/api/people')
      return { body: { data: [{ id: 'p1', name: 'Bo', bz_chart: '' }] } };
    if (call.url.startsWith('/api/select/activities'))
      return { body: { data: [{ zh: '嫁娶', en: 'Marriage' }] } };
    if (call.url.startsWith('/api/tongshu/month/')) {
      return { body: { data: december(call.url.includes('activity=')) } };
    }
    return { body: {} };
  });
}

describe('/tongshu/month', () => {
  it('draws the month as a grid of weeks and as a list, each day linking to its day', async () => {
    signedInAs(testUser());
    const calls = server();
    renderApp('/tongshu/month/202612');
    const grid = await screen.findByRole('table', { name: 'December 2026' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    // Five weeks: 31 days from a Tuesday, whichever day the locale starts a week on.
    expect(within(grid).getAllByRole('row').length).toBeGreaterThanOrEqual(6);
    const list = screen.getByRole('list', { name: 'December 2026' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(31);
    for (const where of [grid, list]) {
      expect(within(where).getByRole('link', { name: '1 December 2026, Tuesday' })).toHaveAttribute(
        'href',
        '/tongshu/20261201',
      );
    }
    // English beside every Chinese term.
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    for (const text of [
      'Open',
      '开',
      'Yellow Belt',
      '黄道',
      'Azure Dragon',
      '青龙',
      '9 Purple (Fire)',
      '九紫',
      'Marriage',
      '嫁娶',
      'Burial',
      '安葬',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(list).getAllByRole('listitem')[8]).toHaveTextContent(
      'Clashes Ann’s Horse (午) year',
    );
    expect(screen.getByRole('link', { name: '← Previous month' })).toHaveAttribute(
      'href',
      '/tongshu/month/202611',
    );
    expect(screen.getByRole('link', { name: 'Next month →' })).toHaveAttribute(
      'href',
      '/tongshu/month/202701',
    );
    expect(calls.map((call) => call.url)).toContain('/api/tongshu/month/202612');
  });

  it('asks for the activity chosen and marks each day good, neutral or avoid', async () => {
    signedInAs(testUser());
    const calls = server();
    renderApp('/tongshu/month/202612');
    await userEvent.type(await screen.findByLabelText('Search activities'), 'wedding');
    const activity = screen.getByLabelText('Activity');
    await waitFor(() => expect(within(activity).getByText('Marriage (嫁娶)')).toBeInTheDocument());
    await userEvent.selectOptions(activity, '嫁娶');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        `/api/tongshu/month/202612?activity=${WEDDING}`,
      ),
    );
    const list = await screen.findByRole('list', { name: 'December 2026' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[7]).toHaveTextContent('Good'));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Neutral');
    // A day to avoid though its Suit has the wedding says why, in the list and the grid.
    const grid = screen.getByRole('table', { name: 'December 2026' });
    for (const day of [
      within(list).getAllByRole('listitem')[3] as HTMLElement,
      cellOf(grid, '4 December 2026, Friday'),
    ]) {
      expect(day).toHaveTextContent('AvoidAvoid: Year Breaker (岁破)');
      expect(day).not.toHaveTextContent('Four Separations');
    }
    expect(cellOf(grid, '8 December 2026, Tuesday')).not.toHaveTextContent('Avoid:');
    expect(screen.getByTestId('location')).toHaveTextContent('/tongshu/month/202612?activity=');
    // The months beside it keep the filter.
    expect(screen.getByRole('link', { name: 'Next month →' })).toHaveAttribute(
      'href',
      `/tongshu/month/202701?activity=${WEDDING}`,
    );
    await userEvent.selectOptions(screen.getByLabelText('Clashes with the year of'), 'p1');
    await waitFor(() =>
      expect(calls.map((call) => call.url).some((url) => url.includes('person=p1'))).toBe(true),
    );
  });

  it('lists activities a line each, fewer in a grid cell, with how many more', async () => {
    signedInAs(testUser());
    server();
    renderApp('/tongshu/month/202612');
    const grid = await screen.findByRole('table', { name: 'December 2026' });
    const cell = cellOf(grid, '1 December 2026, Tuesday');
    const lines = [...cell.querySelectorAll('.month-day__activity')].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(['嫁娶 Marriage', '出行 Travel', '+2 more', '安葬 Burial']);
    const list = screen.getByRole('list', { name: 'December 2026' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('开仓 Open the storehouse');
    expect(first).not.toHaveTextContent('more');
    // No day is today in a month away from the clock's.
    expect(document.querySelector('[aria-current="date"]')).toBeNull();
  });

  describe('today, on the user’s clock', () => {
    // 2026-12-09 11:00 UTC: the 9th in Berlin, already the 10th on Kiritimati (UTC+14). Only Date
    // is faked; the app's timers run.
    beforeEach(() => {
      jest.useFakeTimers({
        now: new Date('2026-12-09T11:00:00Z'),
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
    });
    afterEach(() => jest.useRealTimers());

    it.each([
      ['Europe/Berlin', '9 December 2026, Wednesday'],
      ['Pacific/Kiritimati', '10 December 2026, Thursday'],
    ])('in %s marks %s with aria-current="date" and a ring', async (zone, day) => {
      signedInAs(testUser({ time_zone: zone }));
      server();
      renderApp('/tongshu/month');
      const grid = await screen.findByRole('table', { name: 'December 2026' });
      const list = screen.getByRole('list', { name: 'December 2026' });
      for (const where of [grid, list]) {
        const link = within(where).getByRole('link', { name: day });
        expect(link).toHaveAttribute('aria-current', 'date');
        expect(link.closest('.month-day')).toHaveClass('month-day--today');
        expect(link.closest('.month-day')).toHaveTextContent('Today');
      }
      expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(2);
    });
  });

  it('says why it shows no month, and asks the API nothing', async () => {
    signedInAs(testUser());
    const calls = server();
    renderApp('/tongshu/month/202613');
    expect(
      await screen.findByText('“202613” is not a month.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to this month' })).toHaveAttribute(
      'href',
      '/tongshu/month',
    );
    expect(calls.filter((call) => call.url.startsWith('/api/tongshu/'))).toEqual([]);
  });

  it('is a link away from the day page', async () => {
    signedInAs(testUser());
    server();
    renderApp('/tongshu/20261201');
    expect(await screen.findByRole('link', { name: 'The month at a glance' })).toHaveAttribute(
      'href',
      '/tongshu/month/202612',
    );
  });
});
