import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../testing/renderApp';
import {
  HOUR_SLOTS,
  QM_HOURS,
  qmHourLabel,
  chartUrl,
  chunk,
  compactDate,
  icalLinks,
  ordinal,
  parseDay,
  qmHourSlot,
  referralLink,
  shiftDay,
  slotsPerTable,
  victoryUrl,
} from '../shared/almanac/logic';
import { defaultSelection } from '../features/qimen/QmChart';
import { defaultVictory } from '../features/the3vv/The3vvList';
import { FeedbackWidget } from '../shared/almanac/FeedbackWidget';
import { Personalise, QM_DAY_FU_YIN } from '../features/almanac/Personalise';
import { DirectionCell } from '../shared/almanac/icons';
import type { TongshuAnswer } from '../shared/almanac/types';
import { NotificationProvider } from '@tongshu/web-ui';

const location = () => screen.getByTestId('location').textContent;

const VICTORY_HOUR = 'Three Victory Hour (3VH): Life Door West';

/** A minimal almanac answer: every field the page reads falls back to '' or []. */
const almanac = (date: string) => ({
  ts: {
    date,
    day_no: 5,
    day: 14,
    month: 3,
    year: 2025,
    lmonth: 2,
    lday: 15,
    day_gan: '壬',
    day_zhi: '午',
    month_gan: '己',
    month_zhi: '卯',
    year_gan: '乙',
    year_zhi: '巳',
    lunar_year_gan: '乙',
    lunar_year_zhi: '巳',
    zhi_xing: '平',
    day_yi: ['祭祀', '嫁娶'],
    day_hexagram: 57,
    hour_zhi_gan: '庚',
    hour_zhi_zhi: '子',
  },
  en: {
    date,
    day_gan: 'Yang Water',
    day_zhi: 'Horse',
    zhi_xing: 'Balance',
    day_yi: ['Prayer and offerings', 'Marriage'],
  },
  prohour: { '23:00': [{ title: 'Nobleman Hour' }, { title: VICTORY_HOUR }] },
  locked: [],
});

describe('date logic', () => {
  it('formats, parses and shifts compact dates across months and years', () => {
    expect(compactDate(new Date(2025, 2, 4))).toBe('20250304');
    expect(parseDay('20250229')).toBeNull();
    expect(parseDay('2024-02-29')?.getDate()).toBe(29);
    expect(shiftDay('20250301', -1)).toBe('20250228');
    expect(shiftDay('20241231', 1)).toBe('20250101');
  });

  it('writes English ordinals with 11 to 20 taking th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 20, 21, 22, 23, 30].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '20th',
      '21st',
      '22nd',
      '23rd',
      '30th',
    ]);
  });
});

describe('hour tables', () => {
  it('twelve slots from 23:00 to 21:00: as many per table as the box fits, six to two', () => {
    expect(HOUR_SLOTS.map((s) => s.start)).toEqual([
      '23:00',
      '01:00',
      '03:00',
      '05:00',
      '07:00',
      '09:00',
      '11:00',
      '13:00',
      '15:00',
      '17:00',
      '19:00',
      '21:00',
    ]);
    expect(chunk(HOUR_SLOTS, slotsPerTable(940)).map((t) => t.length)).toEqual([6, 6]);
    expect(chunk(HOUR_SLOTS, slotsPerTable(684)).map((t) => t.length)).toEqual([4, 4, 4]);
    expect(chunk(HOUR_SLOTS, slotsPerTable(560)).map((t) => t.length)).toEqual([3, 3, 3, 3]);
    expect(chunk(HOUR_SLOTS, slotsPerTable(291)).map((t) => t.length)).toEqual([2, 2, 2, 2, 2, 2]);
  });
});

describe('chart selection rules', () => {
  it('QM hour: odd hours 1..23, default the current hour slot', () => {
    expect(QM_HOURS).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23]);
    expect(QM_HOURS.map(qmHourLabel).filter((_, i) => i % 5 === 0)).toEqual([
      '01:00-02:59 (丑 Ox)',
      '11:00-12:59 (午 Horse)',
      '21:00-22:59 (亥 Pig)',
    ]);
    expect(qmHourLabel(23)).toBe('23:00-00:59 (子 Rat)');
    expect(qmHourSlot(0)).toBe(23);
    expect(qmHourSlot(1)).toBe(1);
    expect(qmHourSlot(10)).toBe(9);
    expect(qmHourSlot(23)).toBe(23);
    expect(defaultSelection('hour', new Date(2025, 2, 14, 0, 30))).toEqual({
      date: '2025-03-14',
      hour: '23',
    });
  });

  it('acts only with a date (and an hour for the hour chart)', () => {
    expect(chartUrl('hour', { date: '2025-03-14', hour: '' })).toBeNull();
    expect(chartUrl('hour', { date: '', hour: '9' })).toBeNull();
    expect(chartUrl('hour', { date: '2025-03-14', hour: '8' })).toBeNull();
    expect(chartUrl('hour', { date: '2025-03-14', hour: '9' })).toBe(
      '/api/theqmhour/get/2025-03-14/9',
    );
    expect(chartUrl('day', { date: '2025-03-14' })).toBeNull();
    expect(chartUrl('day', { date: '2025-03-14T09:30' })).toBe(
      '/api/theqmday/get/2025-03-14%2009%3A30',
    );
    expect(chartUrl('month', { date: '' })).toBeNull();
    expect(chartUrl('year', { date: '2025-03-14' })).toBe('/api/theqmyear/get/2025-03-14');
  });

  it('3VV: date-time, gender and year all required; defaults Female, the current year', () => {
    const now = new Date(2025, 0, 2, 8, 5);
    expect(defaultVictory(null, now)).toEqual({
      birth: '2025-01-02T08:05',
      gender: '0',
      year: '2025',
    });
    const unknownHour = { gender: 1, birth_date: '1985-06-15', birth_time: '00:00' };
    expect(defaultVictory({ ...unknownHour, birth_time_unknown: true }, now).birth).toBe(
      '2025-01-02T08:05',
    );
    expect(victoryUrl({ birth: '1985-06-15T08:30', gender: '', year: '2021' })).toBeNull();
    expect(victoryUrl({ birth: '1985-06-15T08:30', gender: '1', year: '' })).toBeNull();
    expect(victoryUrl({ birth: '', gender: '1', year: '2021' })).toBeNull();
    expect(victoryUrl({ birth: '1985-06-15T08:30', gender: '1', year: '2020' })).toBe(
      '/api/the3vv/get/1985-06-15%2008%3A30/1/2020',
    );
  });
});

describe('copy-link text', () => {
  it('https and webcal variants of a calendar path; the referral link', () => {
    expect(icalLinks('https://tongshu.example', '/download/ical/tongshueng/abc')).toEqual({
      https: 'https://tongshu.example/download/ical/tongshueng/abc',
      webcal: 'webcal://tongshu.example/download/ical/tongshueng/abc',
    });
    expect(referralLink('https://tongshu.example', 'ANN 1')).toBe(
      'https://tongshu.example/?ref=ANN%201',
    );
  });
});

describe('pages', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn(async () => undefined) },
    });
  });

  it('tongshu: Yesterday / Tomorrow move the date and fetch it; the hour forecast shows pro items', async () => {
    signedInAs(testUser());
    const calls = fakeServer(({ url }) => {
      const m = /\/api\/tongshu\/get\/(\d{8})/.exec(url);
      return m ? { body: almanac(m[1] ?? '') } : { body: {} };
    });
    renderApp('/tongshu/20250301');
    expect((await screen.findAllByText('Balance', {}, { timeout: 8000 }))[0]).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/tongshu/get/20250301')).toBe(true);
    expect(screen.getAllByText(/Nobleman Hour/)[0]).toBeInTheDocument();
    // Issue 42: the engine's title, which spells the short name out, shown as it comes.
    expect(screen.getAllByText(/Three Victory Hour \(3VH\)/)[0]).toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: /^Hours/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(location()).toBe('/tongshu/20250228');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/tongshu/get/20250228')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(location()).toBe('/tongshu/20250301');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(location()).toBe(`/tongshu/${compactDate(new Date())}`);
  }, 30000);

  it('tongshu: clearing the date says Please Date', async () => {
    signedInAs(testUser());
    fakeServer(() => ({ body: {} }));
    renderApp('/tongshu/20250301');
    const input = await screen.findByLabelText('Date');
    await userEvent.clear(input);
    expect(await screen.findByText('Please Date')).toBeInTheDocument();
  });

  it('dashboard: copies the calendar link and notifies', async () => {
    signedInAs(testUser());
    fakeServer(({ url }) =>
      url === '/api/calendars'
        ? {
            body: {
              data: [
                {
                  calendar: 'tongshueng',
                  name: 'Tong Shu English',
                  description: 'The almanac in English',
                  personal: false,
                  path: '/download/ical/tongshueng/ical1',
                },
              ],
            },
          }
        : { body: {} },
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Tong Shu English')).toBeInTheDocument();
    const row = screen.getByText('Tong Shu English').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Copy iCal Link/ }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${window.location.origin}/download/ical/tongshueng/ical1`,
    );
    expect(await screen.findByText('iCal Link for Tong Shu English Copied!')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Copy webcal Link/ }));
    expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(
      `webcal://${window.location.host}/download/ical/tongshueng/ical1`,
    );
  });

  it('QM hour chart: Display does nothing until an hour is chosen, and keeps the selection', async () => {
    signedInAs(testUser({ internal_team: true }));
    window.localStorage.setItem(
      'tongshu.qm.hour',
      JSON.stringify({ date: '2025-03-14', hour: '' }),
    );
    const calls = fakeServer(({ url }) =>
      url.startsWith('/api/theqmhour')
        ? { body: { qm_day: { date: '2025-03-14 09:00' } } }
        : { body: {} },
    );
    renderApp('/theqmhourchart');
    await userEvent.click(await screen.findByRole('button', { name: 'Display' }));
    expect(calls.some((c) => c.url.startsWith('/api/theqmhour'))).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Hour'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Display' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/theqmhour/get/2025-03-14/9')).toBe(true),
    );
    expect(JSON.parse(window.localStorage.getItem('tongshu.qm.hour') ?? '{}')).toEqual({
      date: '2025-03-14',
      hour: '9',
    });
    expect(await screen.findByRole('group', { name: 'Palaces' })).toBeInTheDocument();
  });

  it('referral: sends a user without a reference code to /dashboard, with no error', async () => {
    signedInAs(testUser({ reference_code: null }));
    const calls = fakeServer(() => ({ body: {} }));
    renderApp('/referraldashboard');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(calls.some((c) => c.url === '/api/referral/breakdown')).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('referral: copies the ?ref= link', async () => {
    signedInAs(testUser({ reference_code: 'ANN1' }));
    fakeServer(({ url }) =>
      url === '/api/referral/breakdown'
        ? { body: { data: [{ year: 2025, month: 3, count: 2 }] } }
        : { body: {} },
    );
    renderApp('/referraldashboard');
    expect(
      await screen.findByText('Here is your REFERRAL Link. Copy the link and share it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Referral link')).toHaveValue(
      `${window.location.origin}/?ref=ANN1`,
    );
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`${window.location.origin}/?ref=ANN1`)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Referral Link Copied!')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /TOTAL/ })).toBeInTheDocument();
  });

  it('help: support access saves on change', async () => {
    signedInAs(testUser());
    const calls = fakeServer(() => ({ body: {} }));
    renderApp('/help');
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          url: '/api/user',
          body: { enable_support: true },
        }),
      ),
    );
  });

  it('help: the support choice shows while it saves and goes back when the save fails', async () => {
    signedInAs(testUser());
    const calls = fakeServer((call) =>
      call.method === 'PATCH' && 'enable_support' in (call.body as object)
        ? { status: 500, body: { message: 'Down' } }
        : { body: {} },
    );
    const answer = globalThis.fetch;
    let release = () => {};
    const saved = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH' && String(init.body).includes('enable_support')) await saved;
      return answer(input, init);
    }) as typeof fetch;
    renderApp('/help');
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    release();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'No' })).toBeChecked());
    expect(calls.some((call) => call.method === 'PATCH' && call.url === '/api/user')).toBe(true);
  });
});

describe('feedback widget', () => {
  it('heart, face, comment, submit: sends the rating and closes with a toast', async () => {
    const calls = fakeServer(() => ({ body: {} }));
    render(
      <NotificationProvider>
        <FeedbackWidget />
      </NotificationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.queryByRole('button', { name: 'Send Feedback' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'meh' }));
    await userEvent.type(screen.getByRole('textbox'), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/feedback',
        body: { rating: 'neutral', comment: 'Nice' },
      }),
    );
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});

describe('Personalise Data card', () => {
  const answer = almanac('2025-03-14') as unknown as TongshuAnswer;

  it("names the Qi Men day chart's Fu Yin for what it is, not as the user's own day", () => {
    render(<Personalise answer={{ ...answer, current_fu_yin: true }} />);
    expect(screen.getByText(QM_DAY_FU_YIN)).toBeInTheDocument();
    expect(screen.queryByText(/day for you/)).not.toBeInTheDocument();
    expect(screen.getByText('What these items mean')).toBeInTheDocument();
  });

  it('says plainly what a Tong Shu plan hides instead of "Nothing special for you today"', () => {
    render(<Personalise answer={{ ...answer, locked: ['sim', 'pro', 'prohour'] }} />);
    expect(screen.queryByText('Nothing special for you today')).not.toBeInTheDocument();
    expect(screen.getByText(/does not include the simplified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/account/upgrade',
    );
  });

  it('tells a Simple plan user the listed items are theirs and only the professional ones are missing', () => {
    render(
      <Personalise
        answer={{ ...answer, locked: ['pro', 'prohour'], sim: [{ title: 'Just Follow: good' }] }}
      />,
    );
    expect(screen.getByText('Just Follow: good')).toBeInTheDocument();
    expect(
      screen.getByText(/includes the simplified \(Just Follow\) items listed here/),
    ).toBeInTheDocument();
  });
});

describe('directions in text', () => {
  it('shows the compass point beside the arrow, the full name on hover', () => {
    render(<DirectionCell zh="东北" />);
    const point = screen.getByText('NE');
    expect(point.tagName).toBe('ABBR');
    expect(point).toHaveAttribute('title', 'Northeast');
  });
});
