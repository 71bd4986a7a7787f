import { Link, useParams, useSearchParams } from 'react-router';
import { Card, Message, PageHeader, useApi } from '@tongshu/web-ui';
import { zonedNow } from '../../shared/lib/zonedNow';
import { useSession } from '../../shared/session/SessionProvider';
import { usePeople } from '../../shared/people/usePeople';
import { FeedbackWidget } from '../../shared/almanac/FeedbackWidget';
import { compactDate, dayProblem, isoDate, parseDay } from '../../shared/almanac/logic';
import { list, type TongshuAnswer } from '../../shared/almanac/types';
import '../../shared/almanac/almanac.css';
import { DateCard } from './DateCard';
import { DayCards } from './DayCards';
import { DirectionCards } from './DirectionCards';
import { FlyingStars } from './FlyingStars';
import { Facts } from './Facts';
import { HourTables } from './HourTables';
import { PersonSwitch } from './PersonSwitch';
import { Personalise } from './Personalise';
import { Pillars } from './Pillars';
import { SkyCards } from './SkyCards';
import { Tiles } from './Tiles';
import { SuitList } from './terms';
import { SchoolDifferences } from '../../shared/schools/SchoolDifferences';
import { useSchoolStamp } from '../../shared/schools/useSchoolOptions';

/** The options that change an almanac day: its day change and the year pillar's start. */
const DAY_OPTIONS = ['dayChange', 'yearStart'] as const;

/**
 * /tongshu and /tongshu/:date: the daily almanac page (spec section 2); `?person={id}` shows the
 * personal part for one of the user's people.
 */
export default function Tongshu() {
  const { date: param } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const { data: people } = usePeople();
  const stamp = useSchoolStamp(DAY_OPTIONS);
  const personId = search.get('person') ?? '';
  const person = people?.find((one) => one.id === personId);
  const now = zonedNow(user?.time_zone);
  const today = compactDate(now);
  const problem = param === undefined ? null : dayProblem(param);
  const day = param === undefined ? now : problem ? null : parseDay(param);
  const compact = day ? compactDate(day) : today;
  const { data: body, loading } = useApi<TongshuAnswer>(
    day
      ? `/api/tongshu/get/${compact}${personId ? `?person=${encodeURIComponent(personId)}` : ''}`
      : null,
    { envelope: false },
  );
  const answer = body?.ts ? body : undefined;
  if (!day)
    return (
      <>
        <PageHeader title="Tong Shu" subtitle="Your daily almanac, in English and Chinese." />
        <Message tone="error">
          {problem} <Link to="/tongshu">Go to today</Link>
        </Message>
      </>
    );
  const ts = answer?.ts;
  const en = answer?.en;
  const busy = loading;

  return (
    <>
      <PageHeader title="Tong Shu" subtitle="Your daily almanac, in English and Chinese." />
      <PersonSwitch
        people={people ?? []}
        value={personId}
        onChange={(id) => setSearch(id ? { person: id } : {}, { replace: true })}
      />
      <p className="note chart-stamp">
        Hours on your clock: {stamp} · zone {user?.time_zone ?? 'Asia/Shanghai'}
      </p>
      <p className="note">
        <Link
          to={`/tongshu/month/${compact.slice(0, 6)}${personId ? `?person=${encodeURIComponent(personId)}` : ''}`}
        >
          The month at a glance
        </Link>
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
              ['Suit', <SuitList key="suit" zh={list(ts, 'day_yi')} en={list(en, 'day_yi')} />],
              ['Avoid', <SuitList key="avoid" zh={list(ts, 'day_ji')} en={list(en, 'day_ji')} />],
            ]}
          />
        </Card>
      </div>

      <DayCards answer={answer} busy={busy} />

      <DirectionCards answer={answer} busy={busy} />

      <FlyingStars
        key={compact}
        answer={answer}
        busy={busy}
        nowHour={compact === today ? now.getHours() : undefined}
      />

      <Card title="Hour Forecast" loading={busy}>
        {/* docs/decisions.md: the table keeps the almanac's whole Rat hour in every school. */}
        {user?.day_change && user.day_change !== '23:00' && (
          <p className="note">
            The hours follow the printed almanac: the Rat hour (子时) runs from 23:00 the evening
            before to 00:59. In your school the day changes at midnight; “Where schools differ”
            below shows how the Rat hour splits.
          </p>
        )}
        {answer && <HourTables answer={answer} />}
      </Card>

      <SkyCards answer={answer} busy={busy} zone={user?.time_zone} />
      <SchoolDifferences url={`/api/schools/day?date=${isoDate(day)}`} />
      {!busy && !ts && (
        <Message tone="error">The almanac for this day could not be loaded.</Message>
      )}
      <FeedbackWidget />
    </>
  );
}
