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

/** December 2026 (1 December is a Tuesday); the 8th is good for a wedding, the 9th clashes. */
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
    suitable: [term('嫁娶', 'Marriage'), term('出行', 'Travel')],
    avoid: [term('安葬', 'Burial')],
    fit: activity ? (i === 7 ? ('good' as const) : ('neutral' as const)) : null,
    clash: i === 8 ? { with: 'Ann', branch: term('午', 'Horse') } : null,
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
