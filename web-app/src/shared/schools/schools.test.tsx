/**
 * Issue 35 on /account and /account/people: "Your school" (the five options in the engine's own
 * words, SCHOOL_OPTIONS, as GET /api/schools/options serves them), the same choices for a person,
 * and "Where schools differ" under the Bazi tables, fed the engine's `baziDifferences`; the day
 * pillars of a 23:30 birth under the day changes are checked against tyme4ts's
 * DefaultEightCharProvider (23:00) and LunarSect2EightCharProvider (midnight).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SCHOOL_OPTIONS,
  baziChart,
  baziDifferences,
  dayDifferences,
  parseBirth,
} from '@tongshu/engine';
import { LunarHour, LunarSect2EightCharProvider, SolarDay, SolarTime } from 'tyme4ts';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const OPTIONS = { body: { data: SCHOOL_OPTIONS } };
const ACTIVE = { body: { data: { status: 'active', plan: 'pro' } } };

/** tyme4ts's day pillar of 1995-05-15 23:30: the default provider (23:00), or sect 2 (midnight). */
function dayPillar(sect2: boolean): string {
  const before = LunarHour.provider;
  if (sect2) LunarHour.provider = new LunarSect2EightCharProvider();
  try {
    return SolarTime.fromYmdHms(1995, 5, 15, 23, 30, 0)
      .getLunarHour()
      .getEightChar()
      .getDay()
      .getName();
  } finally {
    LunarHour.provider = before;
  }
}

// By text, not by role: a role query walks the whole page (the zone list's 400 options) at every
// poll, and under a full run's load a few polls outlasted the wait.
const card = async (title: string) =>
  (await screen.findByText(title, { selector: 'h1, h2, h3, h4' })).closest(
    'section',
  ) as HTMLElement;

describe('Your school on /account', () => {
  it('offers each option with its Chinese and English, meaning and source, and saves all five', async () => {
    signedInAs(testUser({ day_change: '23:00', luck_start: 'default' }));
    const calls = fakeServer((call) => {
      if (call.url === '/api/schools/options') return OPTIONS;
      if (call.method === 'PATCH' && call.url === '/api/account')
        return { body: { data: testUser({ day_change: '00:00' }), message: 'Saved: your school' } };
      return { body: {} };
    });
    renderApp('/account');
    const school = await card('Your school');
    const dayChange = await within(school).findByRole('radiogroup', {
      name: /Day change and the Rat hour \(换日与子时\)/,
    });
    expect(within(dayChange).getByRole('radio', { name: /At 23:00 \(子初换日\)/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Issue 42: the luck-start cards cite the book, not the code's class names.
    const luck = within(school).getByRole('radiogroup', { name: /Luck pillar start/ });
    const cards = within(luck).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card).toHaveTextContent(
        /Source: the Compendium of the Three Lives \(《三命通会》\), volume 2, On the Great Luck \(论大运\)/,
      );
      expect(card.textContent).not.toMatch(/Provider|getYun|EightChar/);
    }
    expect(within(school).getByText(/a leap ju repeats Grain in Ear/)).toBeVisible();
    await userEvent.click(
      within(dayChange).getByRole('radio', { name: /At midnight, early and late Rat hours/ }),
    );
    await userEvent.click(within(school).getByRole('radio', { name: /In two-hour periods/ }));
    await userEvent.click(within(school).getByRole('radio', { name: /Flying plate \(飞盘\)/ }));
    await userEvent.click(within(school).getByRole('button', { name: 'Save School' }));
    expect(await screen.findByText('Saved: your school')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH' && c.url === '/api/account')?.body).toEqual({
      day_change: '00:00',
      luck_start: 'sect1',
      qimen_method: 'chaibu',
      qimen_plate: 'flying',
      year_start: 'lichun',
      day_star_rule: 'solstice-jiazi',
      star_flight: 'forward',
      replacement_degrees: '3',
      replacement_five: 'keep',
      noble_rhyme: 'six-xin',
      stem_clash: 'four',
      yin_blade: 'before-lu',
    });
  });

  it('starts from the school on the record, the new third day change included', async () => {
    signedInAs(testUser({ day_change: '00:00-same-stem', year_start: 'lunar-new-year' }));
    fakeServer((call) => (call.url === '/api/schools/options' ? OPTIONS : { body: {} }));
    renderApp('/account');
    const school = await card('Your school');
    expect(
      await within(school).findByRole('radio', { name: /late Rat hour on today’s stem/ }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(within(school).getByRole('radio', { name: /正月初一/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

describe('the flying-star options (issue 43)', () => {
  it('draws them under their own heading, from the record, and saves a change', async () => {
    signedInAs(testUser({ day_star_rule: 'cnlunar', replacement_five: 'replace' }));
    const calls = fakeServer((call) => {
      if (call.url === '/api/schools/options') return OPTIONS;
      if (call.method === 'PATCH') return { body: { data: testUser(), message: 'Saved' } };
      return { body: {} };
    });
    renderApp('/account');
    const school = await card('Your school');
    expect(
      await within(school).findByText(/^Flying stars \(紫白飞星, 玄空飞星\)/, { selector: 'h3' }),
    ).toBeVisible();
    const count = within(school).getByRole('radiogroup', { name: /Day star count \(日家紫白\)/ });
    expect(within(count).getAllByRole('radio')).toHaveLength(5);
    expect(within(count).getByRole('radio', { name: /One endless count/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const five = within(school).getByRole('radiogroup', { name: /A 5 in a replacement chart/ });
    expect(within(five).getByRole('radio', { name: /五黄用本山起星/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(school).getByRole('radio', { name: /Backward in the yin half/ }));
    await userEvent.click(within(school).getByRole('radio', { name: /Within 4.5°/ }));
    await userEvent.click(within(school).getByRole('button', { name: 'Save School' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PATCH' && c.url === '/api/account')?.body,
      ).toMatchObject({
        day_star_rule: 'cnlunar',
        star_flight: 'yin-backward',
        replacement_degrees: '4.5',
        replacement_five: 'replace',
      }),
    );
  });

  it("lists the day star under every count on the almanac day's panel", async () => {
    signedInAs(testUser({ day_star_rule: 'cnlunar' }));
    const differences = dayDifferences('2026-11-28', { dayStarRule: 'cnlunar' });
    fakeServer((call) => {
      if (call.url === '/api/schools/options') return OPTIONS;
      if (call.url === '/api/schools/day?date=2026-11-28') return { body: { data: differences } };
      if (call.url.startsWith('/api/tongshu/get/'))
        return { body: { ts: { day: '丙午' }, en: {} } };
      return { body: {} };
    });
    renderApp('/tongshu/20261128');
    const panel = await card('Where schools differ');
    const table = await within(panel).findByRole('table', { name: 'day star by school' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('Day star count (日家紫白)day star');
    // tyme4ts 1.5.2's SolarDay.getNineStar() is the source of the count back from winter.
    const star = SolarDay.fromYmd(2026, 11, 28).getNineStar().getIndex() + 1;
    expect(rows[1]?.textContent).toBe('One endless count (日星连续逆数) (yours)7 Red (七赤)');
    expect(rows[3]?.textContent).toBe(
      `Nearest Jia Zi, counted back from winter (二至近甲子，冬至甲子倒推)${star} Purple (九紫)`,
    );
    expect(
      within(panel).getByText(/^On 2026-11-28, a 丙午 \(Fire Horse\) day, the day star/),
    ).toBeVisible();
  });
});

it("draws the Bazi reading's options (issue 45) under their own heading and saves a change", async () => {
  signedInAs(testUser({ stem_clash: 'none' }));
  const calls = fakeServer((call) => {
    if (call.url === '/api/schools/options') return OPTIONS;
    if (call.method === 'PATCH') return { body: { data: testUser(), message: 'Saved' } };
    return { body: {} };
  });
  renderApp('/account');
  const school = await card('Your school');
  expect(
    await within(school).findByText(/^Bazi reading: its symbolic stars \(神煞\)/, {
      selector: 'h3',
    }),
  ).toBeVisible();
  const clash = within(school).getByRole('radiogroup', { name: /Stem clashes \(天干相冲\)/ });
  expect(within(clash).getByRole('radio', { name: /天干不论冲/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await userEvent.click(within(school).getByRole('radio', { name: /庚辛逢马虎/ }));
  await userEvent.click(within(school).getByRole('button', { name: 'Save School' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PATCH' && c.url === '/api/account')?.body).toMatchObject(
      {
        noble_rhyme: 'geng-xin',
        stem_clash: 'none',
      },
    ),
  );
});

describe('Where schools differ', () => {
  // The engine's own answer for a 23:30 birth (outside China's 1986-1991 summer time).
  const birth = parseBirth('1995-05-15', '23:30', 'female');
  const differences = baziDifferences(birth);

  it('lists each difference under the Bazi tables, the school in force first and marked', async () => {
    const chart = baziChart(birth);
    signedInAs(testUser({ bz_chart: JSON.stringify(chart) }));
    const calls = fakeServer((call) =>
      call.url === '/api/schools/bazi' ? { body: { data: differences } } : { body: {} },
    );
    renderApp('/account');
    const panel = await card('Where schools differ');
    const table = await within(panel).findByRole('table', { name: 'day pillar by school' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `At 23:00 (子初换日) (yours)${dayPillar(false)} (Fire Goat)`,
      `At midnight, early and late Rat hours (早子/晚子)${dayPillar(true)} (Fire Horse)`,
      `At midnight, late Rat hour on today’s stem (零点换日，夜子时用当日干)${dayPillar(true)} (Fire Horse)`,
    ]);
    expect(within(panel).getByRole('table', { name: 'luck start by school' })).toBeVisible();
    expect(
      within(panel).getAllByText(/^Born 23:30 on 1995-05-15, the day pillar is 丁未/),
    ).toHaveLength(1);
    expect(
      within(panel).getAllByText(/^Source: the lunar-javascript and tyme4ts calendar libraries/),
    ).toHaveLength(2);
    expect(calls.some((c) => c.url === '/api/schools/bazi')).toBe(true);
  });

  it('says when every school agrees, and asks for a person by id', async () => {
    signedInAs(testUser());
    const person = { id: 'p1', name: 'Bo', gender: 1, birth_date: '1988-11-02', dm: '庚' };
    const calls = fakeServer((call) => {
      if (call.url === '/api/account/subscription') return ACTIVE;
      if (call.url === '/api/people') return { body: { data: [{ ...person, bz_chart: '' }] } };
      if (call.url === '/api/schools/options') return OPTIONS;
      if (call.url === '/api/schools/bazi?person=p1')
        return { body: { data: { ...differences, differences: [] } } };
      if (call.method === 'PATCH') return { body: { message: "Bo's school has been saved" } };
      return { body: {} };
    });
    renderApp('/account/people');
    await userEvent.click(await screen.findByRole('button', { name: 'Chart of Bo' }));
    const panel = await card('Where schools differ');
    expect(await within(panel).findByText('Every school agrees here.')).toBeVisible();
    const school = await card("Bo's school");
    await userEvent.click(await within(school).findByRole('radio', { name: /置闰/ }));
    await userEvent.click(within(school).getByRole('button', { name: 'Save School' }));
    expect(await screen.findByText("Bo's school has been saved")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH' && c.url !== '/api/user')).toMatchObject({
        url: '/api/people/p1',
        body: { qimen_method: 'zhirun', day_change: '23:00' },
      }),
    );
  });
});

it("a new person's form has the school's choices and sends them", async () => {
  signedInAs(testUser());
  const calls = fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/people' && call.method === 'GET') return { body: { data: [] } };
    if (call.url === '/api/schools/options') return OPTIONS;
    if (call.method === 'POST') return { status: 201, body: { data: {} } };
    return { body: {} };
  });
  renderApp('/account/people');
  // The form is drawn again once the words have come: find it after the choice is there.
  const minutes = await screen.findByRole('radio', { name: /In minutes \(分钟起运\)/ });
  const form = minutes.closest('form') as HTMLElement;
  await userEvent.click(minutes);
  await userEvent.type(within(form).getByLabelText(/^Name/), 'Cy');
  await userEvent.selectOptions(within(form).getByLabelText(/^Gender/), '0');
  await userEvent.type(within(form).getByLabelText(/^Date of Birth/), '1975-01-30');
  await userEvent.type(within(form).getByLabelText(/^Time of Birth/), '06:40');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Person' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/people')?.body).toMatchObject({
      name: 'Cy',
      luck_start: 'sect2',
      day_change: '23:00',
      qimen_plate: 'rotating',
    }),
  );
});
