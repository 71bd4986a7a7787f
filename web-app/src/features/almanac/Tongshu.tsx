import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Card, Message, StatCard, PageHeader, TableScroll, useApi } from '@tongshu/web-ui';
import { hexagrams, hiddenStems, stems, tenGodByStemPair, tenGods } from '@tongshu/data';
import { chinaTimeOnClock } from '../../shared/lib/chinaTimeOnClock';
import { zonedNow } from '../../shared/lib/zonedNow';
import { useSession } from '../../shared/session/SessionProvider';
import type { PersonData } from '../../shared/people/types';
import { usePeople } from '../../shared/people/usePeople';
import { FeedbackWidget } from '../../shared/almanac/FeedbackWidget';
import { Facts, godTerm } from './Facts';
import { LunarPosition } from './LunarPosition';
import { Personalise } from './Personalise';
import {
  BeltIcon,
  BranchIcon,
  ConstellationIcon,
  DirectionCell,
  DirectionIcon,
  LuckIcon,
  OfficerIcon,
  StemIcon,
  Term,
} from '../../shared/almanac/icons';
import {
  HOUR_SLOTS,
  SUIT_JOIN,
  chunk,
  compactDate,
  compactToIso,
  ordinal,
  parseDay,
  shiftDay,
  slotsPerTable,
} from '../../shared/almanac/logic';
import { list, text, type TongshuAnswer, type TsValues } from '../../shared/almanac/types';
import { useWidth } from '../../shared/almanac/hooks';
import '../../shared/almanac/almanac.css';
import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from '../../shared/lib/calendarNames';

/** The Date card: a date picker and Yesterday / Today / Tomorrow (spec: date required). */
export function DateCard({ date }: { readonly date: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const go = (compact: string) => {
    setError(null);
    void navigate(`/tongshu/${compact}`);
  };
  return (
    <Card title="Date" className="tongshu-date">
      <form
        className="tongshu-date__form"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Choose a date"
      >
        <label className="tsu-field">
          <span className="tsu-field__label">Date</span>
          <input
            className="tsu-input"
            type="date"
            value={compactToIso(date)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'tongshu-date-error' : undefined}
            onChange={(event) => {
              const picked = parseDay(event.target.value);
              if (!picked) setError('Please Date');
              else go(compactDate(picked));
            }}
          />
          {error && (
            <span id="tongshu-date-error" className="tsu-field__error" role="alert">
              {error}
            </span>
          )}
        </label>
        <div className="tongshu-date__buttons">
          <Button variant="secondary" onClick={() => go(shiftDay(date, -1))}>
            Yesterday
          </Button>
          <Button variant="secondary" onClick={() => go(compactDate(zonedNow(user?.time_zone)))}>
            Today
          </Button>
          <Button variant="secondary" onClick={() => go(shiftDay(date, 1))}>
            Tomorrow
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The Qi Men card's boxes and what each is for. */
const QIMEN_AIMS = [
  ['chief', 'Noble'],
  ['life', 'Wealth'],
  ['rest', 'Health'],
  ['harmony', 'Relationship'],
] as const;

/** A suit or avoid list, joined by a comma and a line break. */
const Lines = ({ items }: { readonly items: readonly string[] }) => (
  <span className="lines">{items.length ? items.join(SUIT_JOIN) : '-'}</span>
);

const stemTerm = (zh: string, en: string) => <Term icon={<StemIcon zh={zh} />} en={en} zh={zh} />;
const branchTerm = (zh: string, en: string) => (
  <Term icon={<BranchIcon zh={zh} />} en={en} zh={zh} />
);
const directionTerm = (zh: string, en: string) =>
  zh ? <Term icon={<DirectionIcon zh={zh} />} en={en} zh={zh} /> : '-';

function Pillars({ answer, dm }: { readonly answer: TongshuAnswer; readonly dm: string | null }) {
  const { ts, en } = answer;
  const pillars = ['day', 'month', 'year'] as const;
  const god = (stem: string) => (dm ? tenGodByStemPair[dm]?.[stem] : undefined);
  return (
    <>
      <div className="tsu-table">
        <TableScroll label="Pillars">
          <table>
            <thead>
              <tr>
                <th scope="col">Pillar</th>
                <th scope="col">Day</th>
                <th scope="col">Month</th>
                <th scope="col">Year</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Stem</th>
                {pillars.map((p) => (
                  <td key={p}>{stemTerm(text(ts, `${p}_gan`), text(en, `${p}_gan`))}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Stem 10 God</th>
                {pillars.map((p) => (
                  <td key={p}>
                    {godTerm(answer.ten_gods?.[p]?.stem ?? god(text(ts, `${p}_gan`)))}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Branch</th>
                {pillars.map((p) => (
                  <td key={p}>{branchTerm(text(ts, `${p}_zhi`), text(en, `${p}_zhi`))}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Branch 10 God</th>
                {pillars.map((p) => (
                  <td key={p}>{godTerm(answer.ten_gods?.[p]?.branch)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Hidden Stems</th>
                {pillars.map((p) => (
                  <td key={p}>
                    <ul className="plain-list">
                      {(hiddenStems[text(ts, `${p}_zhi`)] ?? []).map((stem) => (
                        <li key={stem} className="stem-god">
                          {stemTerm(stem, stems[stem]?.en ?? stem)}
                          {god(stem) && (
                            <span className="muted">{tenGods[god(stem) ?? '']?.en}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </div>
      <p className="note">
        The 10 Gods are relative to your own day master
        {dm ? ` (${dm} ${stems[dm]?.en ?? ''})` : ''}, not to the day&apos;s stem.
      </p>
    </>
  );
}

interface SlotView {
  readonly key: string;
  readonly start: string;
}

/** The hour forecast: one table per group of slots, slots as columns. */
function HourTables({ answer }: { readonly answer: TongshuAnswer }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { ts, en } = answer;
  const f = (values: TsValues, slot: SlotView, field: string) =>
    text(values, `hour_${slot.key}_${field}`);
  const l = (values: TsValues, slot: SlotView, field: string) =>
    list(values, `hour_${slot.key}_${field}`);
  const rows: readonly (readonly [string, (slot: SlotView) => ReactNode])[] = [
    [
      'Hour',
      (s) => (
        <div className="stack">
          <span className="muted">{f(ts, s, 'time') || s.start}</span>
          {stemTerm(f(ts, s, 'gan'), f(en, s, 'gan'))}
          {branchTerm(f(ts, s, 'zhi'), f(en, s, 'zhi'))}
        </div>
      ),
    ],
    [
      'Star',
      (s) => (
        <div className="stack">
          <Term en={f(en, s, 'star_actual')} zh={f(ts, s, 'star_actual')} />
          {l(en, s, 'star_stars').length > 0 && (
            <span className="muted">{l(en, s, 'star_stars').join(', ')}</span>
          )}
        </div>
      ),
    ],
    [
      'Raising Nobleman',
      (s) =>
        f(ts, s, 'star_raising_nobleman') ? (
          <Term en={f(en, s, 'star_raising_nobleman')} zh={f(ts, s, 'star_raising_nobleman')} />
        ) : (
          '-'
        ),
    ],
    [
      'Other Information',
      (s) => {
        const items = answer.prohour?.[s.start] ?? [];
        return items.length ? (
          <span className="lines">{items.map((item) => item.title).join('\n')}</span>
        ) : (
          '-'
        );
      },
    ],
    [
      'Yellow/Black Belt',
      (s) => (
        <div className="stack">
          <Term
            icon={<BeltIcon zh={f(ts, s, 'time_tian_shen')} />}
            en={f(en, s, 'time_tian_shen')}
            zh={f(ts, s, 'time_tian_shen')}
          />
          <span className="muted">
            {f(en, s, 'time_tian_shen_type')}, {f(en, s, 'time_tian_shen_luck')}
          </span>
        </div>
      ),
    ],
    ['NaYin', (s) => <Term en={f(en, s, 'time_na_yin')} zh={f(ts, s, 'time_na_yin')} />],
    [
      'Clash',
      (s) => (
        <Term
          icon={<BranchIcon zh={f(ts, s, 'time_chong')} />}
          en={`${f(en, s, 'time_chong_gan')} ${f(en, s, 'time_chong')}`}
          zh={`${f(ts, s, 'time_chong_gan')}${f(ts, s, 'time_chong')}`}
        />
      ),
    ],
    ['Halting', (s) => directionTerm(f(ts, s, 'time_sha'), f(en, s, 'time_sha'))],
    [
      'Suits',
      (s) => (
        <div className="stack">
          <Lines items={l(ts, s, 'time_yi')} />
          <Lines items={l(en, s, 'time_yi')} />
        </div>
      ),
    ],
    [
      'Avoid',
      (s) => (
        <div className="stack">
          <Lines items={l(ts, s, 'time_ji')} />
          <Lines items={l(en, s, 'time_ji')} />
        </div>
      ),
    ],
  ];
  return (
    <div className="hour-tables" ref={ref}>
      {chunk(HOUR_SLOTS, slotsPerTable(width)).map((slots, index) => (
        <div className="tsu-table hour-table" key={slots[0]?.key ?? index}>
          <TableScroll label={`Hours ${slots[0]?.start} to ${slots[slots.length - 1]?.start}`}>
            <table aria-label={`Hours ${slots[0]?.start} to ${slots[slots.length - 1]?.start}`}>
              <thead>
                <tr>
                  <th scope="col">Slot</th>
                  {slots.map((slot) => (
                    <th scope="col" key={slot.key}>
                      {slot.start}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {slots.map((slot) => (
                      <td key={slot.key}>{cell(slot)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ))}
    </div>
  );
}

/** Draws a hexagram from its lines, bottom line first ('1' solid, '0' broken). */
function HexagramFigure({ lines, label }: { readonly lines: string; readonly label: string }) {
  const top = [...lines].reverse();
  return (
    <svg
      className="hexagram"
      viewBox="0 0 60 66"
      width="60"
      height="66"
      role="img"
      aria-label={label}
    >
      {top.map((line, i) =>
        line === '1' ? (
          <rect key={i} x="0" y={i * 11} width="60" height="7" rx="1" />
        ) : (
          <g key={i}>
            <rect x="0" y={i * 11} width="26" height="7" rx="1" />
            <rect x="34" y={i * 11} width="26" height="7" rx="1" />
          </g>
        ),
      )}
    </svg>
  );
}

function Tiles({
  answer,
  loading,
}: {
  readonly answer?: TongshuAnswer;
  readonly loading: boolean;
}) {
  const ts = answer?.ts;
  const en = answer?.en;
  const weekday = WEEKDAYS[Number(ts?.day_no ?? 0)] ?? '';
  return (
    <div className="tile-row">
      <StatCard
        label="Gregorian Date"
        icon="calendar"
        loading={loading || !ts}
        value={`${weekday}, ${ordinal(Number(ts?.day))} ${MONTHS[Number(ts?.month) - 1] ?? ''} ${text(ts, 'year')}`}
        detail={
          <Term en={`Solar term: ${text(en, 'jie_qi_current')}`} zh={text(ts, 'jie_qi_current')} />
        }
      />
      <StatCard
        label="Chinese Lunar Date"
        icon="moon"
        loading={loading || !ts}
        value={
          <Term
            icon={<BranchIcon zh={text(ts, 'lunar_year_zhi')} />}
            en={`Year of the ${stems[text(ts, 'lunar_year_gan')]?.element ?? ''} ${text(en, 'lunar_year_zhi')}`}
            zh={`${text(ts, 'lunar_year_gan')}${text(ts, 'lunar_year_zhi')}`}
          />
        }
        detail={`${ts?.lmonth_leap === true ? 'Leap ' : ''}${ordinal(Number(ts?.lmonth))} month, ${ordinal(Number(ts?.lday))} day`}
      />
    </div>
  );
}

/** Whose personal day the page shows: the user, or one of their people (issue 23). */
function PersonSwitch({
  people,
  value,
  onChange,
}: {
  readonly people: readonly PersonData[];
  readonly value: string;
  readonly onChange: (id: string) => void;
}) {
  if (people.length === 0) return null;
  return (
    <label className="tsu-field person-switch">
      <span className="tsu-field__label">Personal almanac for</span>
      <select
        className="tsu-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Me</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /tongshu and /tongshu/:date: the daily almanac page (spec section 2); `?person={id}` shows the
 * personal part for one of the user's people.
 */
export default function Tongshu() {
  const { date: param } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const { data: people } = usePeople();
  const personId = search.get('person') ?? '';
  const person = people?.find((one) => one.id === personId);
  const now = zonedNow(user?.time_zone);
  const today = compactDate(now);
  const day = param === undefined ? now : parseDay(param);
  const compact = day ? compactDate(day) : today;
  const { data: body, loading } = useApi<TongshuAnswer>(
    day
      ? `/api/tongshu/get/${compact}${personId ? `?person=${encodeURIComponent(personId)}` : ''}`
      : null,
    { envelope: false },
  );
  const answer = body?.ts ? body : undefined;
  if (!day) return <Navigate to="/tongshu" replace />;
  const ts = answer?.ts;
  const en = answer?.en;
  const busy = loading;
  const hexagram = hexagrams[Number(ts?.day_hexagram)];
  const t = (key: string) => text(ts, key);
  const e = (key: string) => text(en, key);

  return (
    <>
      <PageHeader title="Tong Shu" subtitle="Your daily almanac, in English and Chinese." />
      <PersonSwitch
        people={people ?? []}
        value={personId}
        onChange={(id) => setSearch(id ? { person: id } : {}, { replace: true })}
      />
      <p className="note chart-stamp">
        {/* The almanac's own day starts with the 23:00 slot, whatever a chart's day change. */}
        Hours on your clock: day change 23:00 · zone {user?.time_zone ?? 'Asia/Shanghai'}
      </p>
      <div className="almanac-grid">
        <DateCard date={compact} />
        <Tiles answer={answer} loading={loading} />
      </div>

      <Card title="Pillars" loading={busy}>
        {answer && <Pillars answer={answer} dm={(person ? person.dm : user?.dm) ?? null} />}
      </Card>

      <div className="almanac-grid">
        <Card title="Personalise Data" loading={busy}>
          {answer && <Personalise answer={answer} />}
        </Card>
        <Card title="Suit and Avoid" loading={busy}>
          <Facts
            rows={[
              [
                'Suit',
                <div className="pair" key="suit">
                  <Lines items={list(ts, 'day_yi')} />
                  <Lines items={list(en, 'day_yi')} />
                </div>,
              ],
              [
                'Avoid',
                <div className="pair" key="avoid">
                  <Lines items={list(ts, 'day_ji')} />
                  <Lines items={list(en, 'day_ji')} />
                </div>,
              ],
            ]}
          />
        </Card>
      </div>

      <div className="almanac-grid almanac-grid--three">
        <Card title="Day Officers" loading={busy}>
          <Term
            icon={<OfficerIcon zh={t('zhi_xing')} size={32} />}
            en={e('zhi_xing')}
            zh={t('zhi_xing')}
          />
        </Card>
        <Card title="Today Breaker" loading={busy}>
          <Term
            icon={<BranchIcon zh={t('day_chong')} size={32} />}
            en={`Clashes the ${e('day_chong')} (${e('day_chong_gan')} ${e('day_chong')})`}
            zh={`${t('day_chong_gan')}${t('day_chong')}`}
          />
        </Card>
        <Card title="Today Hexagram" loading={busy}>
          {hexagram ? (
            <div className="hexagram-card">
              <HexagramFigure lines={hexagram.lines} label={`Hexagram ${hexagram.number}`} />
              <Term en={`${hexagram.number}. ${hexagram.en}`} zh={hexagram.zh} />
            </div>
          ) : (
            '-'
          )}
        </Card>
        <Card title="Yellow/Black Belt" loading={busy}>
          <div className="stack">
            <Term
              icon={<BeltIcon zh={t('day_tian_shen')} size={32} />}
              en={e('day_tian_shen')}
              zh={t('day_tian_shen')}
            />
            <Term
              icon={<LuckIcon zh={t('day_tian_shen_luck')} />}
              en={`${e('day_tian_shen_type')}, ${e('day_tian_shen_luck')}`}
              zh={`${t('day_tian_shen_type')} ${t('day_tian_shen_luck')}`}
            />
          </div>
        </Card>
        <Card title="Stars" loading={busy}>
          <Facts
            rows={[
              ['Good Stars', <Lines key="good" items={list(en, 'day_ji_shen')} />],
              ['Bad Stars', <Lines key="bad" items={list(en, 'day_xiong_sha')} />],
            ]}
          />
        </Card>
        <Card title="28 Constellation" loading={busy}>
          <div className="stack">
            <Term
              icon={<ConstellationIcon zh={t('constellation_28_xiu')} size={32} />}
              en={e('constellation_28_xiu')}
              zh={t('constellation_28_xiu')}
            />
            <span>
              Animal: {e('constellation_28_xiu_animal')} ({t('constellation_28_xiu_animal')}),{' '}
              {e('constellation_28_xiu_luck')}
            </span>
          </div>
        </Card>
      </div>

      <div className="almanac-grid">
        <Card title="Qi Men" loading={busy}>
          {answer && (
            <div className="tsu-table qimen-directions">
              <TableScroll label="Qi Men directions">
                {/* Aims as rows, two columns: five columns cut "Relationship" in a half-page
                    card at 1,024 px and on a phone. */}
                <table>
                  <thead>
                    <tr>
                      <td />
                      <th scope="col">Today</th>
                      <th scope="col">Destiny</th>
                    </tr>
                  </thead>
                  <tbody>
                    {QIMEN_AIMS.map(([box, aim]) => (
                      <tr key={box}>
                        <th scope="row">{aim}</th>
                        {(['current', 'destiny'] as const).map((row) => {
                          const zh = answer[`${row}_${box}_box`] ?? '';
                          return <td key={row}>{zh ? <DirectionCell zh={zh} /> : '-'}</td>;
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </div>
          )}
        </Card>
        <Card title="Important Directions" loading={busy}>
          <Facts
            rows={[
              [
                'Yang Noble',
                directionTerm(t('day_position_yang_gui_desc'), e('day_position_yang_gui_desc')),
              ],
              [
                'Yin Noble',
                directionTerm(t('day_position_yin_gui_desc'), e('day_position_yin_gui_desc')),
              ],
              ['Happiness', directionTerm(t('day_position_xi_desc'), e('day_position_xi_desc'))],
              ['Fortune', directionTerm(t('day_position_fu_desc'), e('day_position_fu_desc'))],
              ['Wealth', directionTerm(t('day_position_cai_desc'), e('day_position_cai_desc'))],
            ]}
          />
        </Card>
      </div>

      <Card title="Hour Forecast" loading={busy}>
        {answer && <HourTables answer={answer} />}
      </Card>

      <div className="almanac-grid almanac-grid--three">
        <Card title="NaYin 5 Direction" loading={busy}>
          <Facts
            rows={[
              [
                'Life Door',
                directionTerm(t('nan_yin_wu_xing_sheng_men'), e('nan_yin_wu_xing_sheng_men')),
              ],
              [
                'Death Door',
                directionTerm(t('nan_yin_wu_xing_si_men'), e('nan_yin_wu_xing_si_men')),
              ],
              [
                'Five Ghost',
                directionTerm(t('nan_yin_wu_xing_wu_gui'), e('nan_yin_wu_xing_wu_gui')),
              ],
              [
                'White Tiger',
                directionTerm(t('nan_yin_wu_xing_bai_hu'), e('nan_yin_wu_xing_bai_hu')),
              ],
            ]}
          />
        </Card>
        <Card title="Solar Terms" loading={busy}>
          <Facts
            rows={[
              [
                'Current',
                <Term
                  key="c"
                  en={e('jie_qi_current')}
                  zh={`${t('jie_qi_current')} ${chinaTimeOnClock(t('jie_qi_current_time'), user?.time_zone)}`}
                />,
              ],
              [
                'Next',
                <Term
                  key="n"
                  en={e('next_jie_qi')}
                  zh={`${t('next_jie_qi')} ${chinaTimeOnClock(t('next_jie_qi_time'), user?.time_zone)}`}
                />,
              ],
            ]}
          />
        </Card>
        <Card title="Lunar Position" loading={busy}>
          <LunarPosition
            phase={[t('yue_xiang_phase'), e('yue_xiang_phase')]}
            day={[t('yue_xiang'), e('yue_xiang')]}
          />
        </Card>
        <Card title="Tai Position" loading={busy}>
          <Facts
            rows={[
              ['Day', <Term key="d" en={e('day_position_tai')} zh={t('day_position_tai')} />],
              ['Month', <Term key="m" en={e('month_position_tai')} zh={t('month_position_tai')} />],
            ]}
          />
        </Card>
        <Card title="4 Palaces and 4 Heavenly Animal" loading={busy}>
          <Facts
            rows={[
              ['Palace', <Term key="p" en={e('four_gong')} zh={t('four_gong')} />],
              ['Heavenly Animal', <Term key="a" en={e('four_shou')} zh={t('four_shou')} />],
            ]}
          />
        </Card>
        <Card title="Chinese Taboo" loading={busy}>
          <Facts
            rows={[
              ['Peng Zu Stem', <Term key="g" en={e('peng_zu_gan')} zh={t('peng_zu_gan')} />],
              ['Peng Zu Branch', <Term key="z" en={e('peng_zu_zhi')} zh={t('peng_zu_zhi')} />],
            ]}
          />
        </Card>
      </div>
      {!busy && !ts && (
        <Message tone="error">The almanac for this day could not be loaded.</Message>
      )}
      <FeedbackWidget />
    </>
  );
}
