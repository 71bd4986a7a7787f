import { useState } from 'react';
import {
  Button,
  Card,
  GLITCH,
  Message,
  PageHeader,
  RequestError,
  UiLink,
  useApi,
} from '@tongshu/web-ui';
import { QmChartView } from './QmBoard';
import {
  QM_HOURS,
  qmHourLabel,
  chartUrl,
  isoDate,
  localDateTime,
  qmHourSlot,
  type ChartKind,
  type ChartSelection,
} from '../../shared/almanac/logic';
import type { QmChartAnswer } from '../../shared/almanac/types';
import { useStored } from '../../shared/almanac/hooks';
import '../../shared/almanac/almanac.css';
import { zonedNow } from '../../shared/lib/zonedNow';
import { useSession } from '../../shared/session/SessionProvider';
import { ChartForm } from '../../shared/components/ChartForm';
import { SchoolDifferences } from '../../shared/schools/SchoolDifferences';
import { schoolStampOf } from '../../shared/schools/records';
import { useSchoolOptions } from '../../shared/schools/useSchoolOptions';
import { QmSwitches, schoolQuery, withSchool, type QmSchool } from './QmSwitches';
import './qimen.css';

const TITLES: Readonly<Record<ChartKind, string>> = {
  hour: 'The QM Hour Chart',
  day: 'The QM Day Chart',
  month: 'The QM Month Chart',
  year: 'The QM Year Chart',
};

/** Local storage key of a chart page's selection; the day chart's is the stored date-time. */
export const chartStorageKey = (kind: ChartKind) => `tongshu.qm.${kind}`;

/** The stored date-time (`YYYY-MM-DDTHH:mm`) with the T replaced by a space, or now. */
export function storedDateTime(now = new Date()): string {
  try {
    const raw = window.localStorage.getItem(chartStorageKey('day'));
    const stored = raw ? (JSON.parse(raw) as ChartSelection).date : '';
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(stored)) return stored.replace('T', ' ');
  } catch {
    // Fall through to now.
  }
  return localDateTime(now).replace('T', ' ');
}

/** The selection a chart page starts with (spec section 4 defaults). */
export function defaultSelection(kind: ChartKind, now = new Date()): ChartSelection {
  switch (kind) {
    case 'hour':
      return { date: isoDate(now), hour: String(qmHourSlot(now.getHours())) };
    case 'day':
      return { date: localDateTime(now) };
    default:
      return { date: storedDateTime(now).slice(0, 10) };
  }
}

/**
 * The schools URL of the chart shown: its kind, date and (hour and day charts) time, and `query`,
 * the page's method and plate switches (`schoolQuery`), so the panel compares the chart drawn.
 */
export function differencesUrl(kind: ChartKind, selection: ChartSelection, query = ''): string {
  const [date = '', time] = selection.date.split(/[T ]/);
  const at =
    kind === 'hour'
      ? `&time=${String(selection.hour ?? '').padStart(2, '0')}:00`
      : kind === 'day' && time
        ? `&time=${time}`
        : '';
  return `/api/schools/qimen?kind=${kind}&date=${date}${at}${query ? `&${query}` : ''}`;
}

/**
 * The stamp line's options, then "clock time" and the zone once: the answer's `conventions`
 * already end with " · zone {zone}" (the bff names the zone it read the chart in).
 */
export function stampLine(stamp: string, timeZone: string): string {
  const named = / · zone (\S+)$/.exec(stamp);
  const options = named ? stamp.slice(0, named.index) : stamp;
  return `Times on your clock: ${options} · clock time · zone ${named?.[1] ?? timeZone}`;
}

/** What the page says when the server refuses the chart (403: the internal team's pages). */
export const NO_ACCESS = 'The Qi Men charts need internal-team access.';

/** The server's reason for a refused chart, or NO_ACCESS; undefined when it was not refused. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof RequestError) || error.status !== 403) return undefined;
  return error.message && error.message !== GLITCH ? error.message : NO_ACCESS;
}

/** The options a kind of chart is read under, for the stamp. */
const STAMP_OPTIONS = {
  hour: ['dayChange', 'qimenMethod', 'qimenPlate'],
  day: ['dayChange', 'qimenMethod'],
  month: ['dayChange'],
  year: ['dayChange'],
} as const;

const boardOf = (kind: ChartKind, answer: QmChartAnswer | undefined, english = false) => {
  const source = english ? answer?.en : answer;
  if (kind === 'month') return source?.qm_month;
  if (kind === 'year') return source?.qm_year;
  return source?.qm_day;
};

/**
 * The four QM chart pages (spec section 2): a selector, Display, and the chart. Selections are
 * kept in local storage; a new call goes out only when Display is pressed with a valid selection.
 */
export default function QmChart({ kind }: { readonly kind: ChartKind }) {
  const { user } = useSession();
  // Spec section 4: the default QM hour is the current hour, on the user's own clock.
  const [kept, keep] = useStored<ChartSelection>(chartStorageKey(kind), () =>
    defaultSelection(kind, zonedNow(user?.time_zone)),
  );
  const [selection, setSelection] = useState<ChartSelection>(kept);
  const [shown, setShown] = useState<{ url: string; selection: ChartSelection } | null>(() => {
    const url = chartUrl(kind, kept);
    return url ? { url, selection: kept } : null;
  });
  const options = useSchoolOptions();
  // The user's own school, then what the switches chose for this page.
  const own: QmSchool = {
    method: user?.qimen_method ?? 'chaibu',
    plate: user?.qimen_plate ?? 'rotating',
  };
  const [school, setSchool] = useState<QmSchool>(own);
  const {
    data: answer,
    loading,
    error,
  } = useApi<QmChartAnswer>(shown ? withSchool(shown.url, kind, school, own) : null, {
    envelope: false,
  });
  const board = boardOf(kind, answer);
  const refusal = refusalOf(error);
  const stamp =
    answer?.conventions ??
    schoolStampOf(
      options,
      { ...user, qimen_method: school.method, qimen_plate: school.plate },
      STAMP_OPTIONS[kind],
    );

  const display = () => {
    const url = chartUrl(kind, selection);
    if (!url) return;
    keep(selection);
    setShown({ url, selection });
  };

  const heading =
    kind === 'month' || kind === 'year'
      ? `QM ${kind === 'month' ? 'Month' : 'Year'} Chart for: ${shown?.selection.date ?? ''}`
      : `QM ${kind === 'hour' ? 'Hour' : 'Day'} Chart for: ${
          kind === 'hour'
            ? `${shown?.selection.date ?? ''} ${shown?.selection.hour ?? ''}:00`
            : (shown?.selection.date ?? '').replace('T', ' ')
        }`;

  return (
    <>
      <PageHeader
        title={TITLES[kind]}
        breadcrumbs={[{ label: 'Dashboard', url: '/dashboard' }, { label: TITLES[kind] }]}
      />
      <p className="note chart-stamp">{stampLine(stamp, user?.time_zone ?? 'Asia/Shanghai')}</p>
      <ChartForm label="Chart selection" onDisplay={display}>
        <label className="tsu-field">
          <span className="tsu-field__label">
            {kind === 'month' || kind === 'year' ? 'Select Date' : 'Date'}
          </span>
          <input
            className="tsu-input"
            type={kind === 'day' ? 'datetime-local' : 'date'}
            value={selection.date}
            onChange={(event) => setSelection({ ...selection, date: event.target.value })}
          />
        </label>
        {kind === 'hour' && (
          <label className="tsu-field">
            <span className="tsu-field__label">Hour</span>
            <select
              className="tsu-input tsu-input--select"
              value={selection.hour ?? ''}
              onChange={(event) => setSelection({ ...selection, hour: event.target.value })}
            >
              <option value="">Please Select</option>
              {QM_HOURS.map((hour) => (
                <option key={hour} value={String(hour)}>
                  {qmHourLabel(hour)}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button type="submit">Display</Button>
      </ChartForm>
      {options && <QmSwitches kind={kind} options={options} value={school} onChange={setSchool} />}
      {shown && (
        <Card title={heading} loading={loading}>
          {board ? (
            <QmChartView
              kind={kind}
              zh={board}
              en={boardOf(kind, answer, true)}
              formations={answer?.special_formation}
            />
          ) : refusal ? (
            <Message tone="info" title="No access to the Qi Men charts">
              {/* Issue 42: the page says how to ask, not only that the door is shut. */}
              <span>{refusal}</span> <UiLink to="/help">Ask for access on the Help page</UiLink>.
            </Message>
          ) : (
            <Message tone="info">No chart for this selection.</Message>
          )}
        </Card>
      )}
      {shown && board && (
        <SchoolDifferences
          url={differencesUrl(kind, shown.selection, schoolQuery(kind, school, own))}
          marker={schoolQuery(kind, school, own) ? 'shown' : 'yours'}
        />
      )}
    </>
  );
}
