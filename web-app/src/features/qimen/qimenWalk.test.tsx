/**
 * Issue 35's new-user walk on the Qi Men pages: the flying plate's centre palace drawn with
 * English beside it, the schools panel following the page's switches, a plain word when the
 * charts are refused (403), and the zone named once in the stamp. The boards are the engine's
 * own qimenChart and englishQimenChart (their tests hold them to published charts and qimen-go).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishQimenChart, qimenChart, qimenDifferences, SCHOOL_OPTIONS } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { QmChartView } from './QmBoard';
import { differencesUrl, NO_ACCESS, stampLine } from './QmChart';

const OPTIONS = { body: { data: SCHOOL_OPTIONS } };
const AT = { year: 2025, month: 3, day: 14, hour: 9, minute: 0 };

it("draws a flying chart's centre palace 5, each Chinese term with its English", () => {
  const chart = qimenChart('hour', AT, { qimenPlate: 'flying' });
  const zh = chart.qm_day ?? ({} as never);
  const en = englishQimenChart(chart).qm_day;
  const { container } = render(<QmChartView kind="hour" zh={{ ...zh }} en={en && { ...en }} />);
  const centre = container.querySelector<HTMLElement>('[data-palace="c"]');
  if (!centre) throw new Error('no centre palace');
  const text = centre.textContent ?? '';
  for (const field of ['star', 'door', 'deity', 'element'] as const) {
    expect(text).toContain(`${zh[`c_${field}`]}`);
    expect(text).toContain(`${en?.[`c_${field}`]}`);
  }
  expect(within(centre).getByText('5')).toBeInTheDocument();
  expect(text).toMatch(/^Centre /);
});

it("draws a rotating chart's centre as lodged, with no star, door or deity of its own", () => {
  const zh = qimenChart('hour', AT).qm_day ?? ({} as never);
  const { container } = render(<QmChartView kind="hour" zh={{ ...zh }} />);
  expect(container.querySelector('[data-palace="c"]')).toBeNull();
  expect(container.querySelector('.qm-palace--centre')).toHaveTextContent(/Lodges with SW 坤/);
});

it("asks where schools differ under the page's method and plate", async () => {
  expect(differencesUrl('hour', { date: '2025-03-14', hour: '9' }, 'plate=flying')).toBe(
    '/api/schools/qimen?kind=hour&date=2025-03-14&time=09:00&plate=flying',
  );
  window.localStorage.setItem('tongshu.qm.hour', JSON.stringify({ date: '2025-03-14', hour: '9' }));
  signedInAs(testUser());
  const calls = fakeServer(({ url }) => {
    if (url === '/api/schools/options') return OPTIONS;
    if (url.startsWith('/api/theqmhour')) return { body: { qm_day: { date: '2025-03-14 09:00' } } };
    if (url.startsWith('/api/schools/qimen')) return { body: { data: { differences: [] } } };
    return { body: {} };
  });
  renderApp('/theqmhourchart');
  const plate = await screen.findByRole('group', { name: /Qi Men plate \(盘式\)/ });
  await userEvent.click(within(plate).getByRole('radio', { name: '飞盘 Flying plate' }));
  await waitFor(() =>
    expect(calls.map((c) => c.url)).toContain(
      '/api/schools/qimen?kind=hour&date=2025-03-14&time=09:00&plate=flying',
    ),
  );
});

it.each([
  ['The three victory days and Qi Men charts are for the internal team', undefined],
  [NO_ACCESS, ''],
])('says "%s" when the chart is refused, and shows no schools panel', async (said, sent) => {
  window.localStorage.setItem('tongshu.qm.year', JSON.stringify({ date: '2025-03-14' }));
  signedInAs(testUser());
  const message = sent ?? said;
  const calls = fakeServer(({ url }) => {
    if (url === '/api/schools/options') return OPTIONS;
    if (url.startsWith('/api/theqmyear')) return { status: 403, body: { message } };
    return { body: {} };
  });
  renderApp('/theqmyearchart');
  expect(await screen.findByText('No access to the Qi Men charts')).toBeInTheDocument();
  expect(screen.getAllByText(said).length).toBeGreaterThan(0);
  // Issue 42: how to ask for access, beside the refusal.
  expect(screen.getByRole('link', { name: 'Ask for access on the Help page' })).toHaveAttribute(
    'href',
    '/help',
  );
  expect(screen.queryByText('No chart for this selection.')).toBeNull();
  expect(screen.queryByText('Where schools differ')).toBeNull();
  expect(calls.some((c) => c.url.startsWith('/api/schools/qimen'))).toBe(false);
});

it("names the zone once when the answer's conventions end with it", () => {
  const stamp =
    'day change 23:00 · Qi Men 拆补 (split and patch) · rotating plate (转盘) · zone America/New_York';
  expect(stampLine(stamp, 'America/New_York')).toBe(
    'Times on your clock: day change 23:00 · Qi Men 拆补 (split and patch) · rotating plate (转盘) · clock time · zone America/New_York',
  );
  expect(stampLine('day change 23:00', 'Europe/Berlin')).toBe(
    'Times on your clock: day change 23:00 · clock time · zone Europe/Berlin',
  );
});

it('marks the first row "shown", not "yours", once a switch draws another school', async () => {
  window.localStorage.setItem(
    'tongshu.qm.hour',
    JSON.stringify({ date: '2024-02-09', hour: '23' }),
  );
  signedInAs(testUser());
  const at = { year: 2024, month: 2, day: 9, hour: 23, minute: 0 };
  fakeServer(({ url }) => {
    if (url === '/api/schools/options') return OPTIONS;
    if (url.startsWith('/api/theqmhour')) return { body: { qm_day: { date: '2024-02-09 23:00' } } };
    if (url.startsWith('/api/schools/qimen')) {
      const plate = url.includes('plate=flying') ? 'flying' : 'rotating';
      return { body: { data: qimenDifferences('hour', at, { qimenPlate: plate }) } };
    }
    return { body: {} };
  });
  renderApp('/theqmhourchart');
  await screen.findByRole('rowheader', { name: 'Rotating plate (转盘) (yours)' });
  const plate = await screen.findByRole('group', { name: /Qi Men plate \(盘式\)/ });
  await userEvent.click(within(plate).getByRole('radio', { name: '飞盘 Flying plate' }));
  expect(
    await screen.findByRole('rowheader', { name: 'Flying plate (飞盘) (shown)' }),
  ).toBeInTheDocument();
});
