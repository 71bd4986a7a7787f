/**
 * /tongshu/month and /tongshu/month/:month (YYYYMM): the month at a glance (issue 45), each day
 * linking to its /tongshu page. `?activity=` (its Chinese) marks each day good, neutral or to
 * avoid for it; `?person=` takes the clashes with one of the user's people's year branch instead
 * of the user's own.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Card, Message, PageHeader } from '@tongshu/web-ui';
import { ActivityPicker } from '../../../shared/activities/ActivityPicker';
import { isoDate } from '../../../shared/almanac/logic';
import { zonedNow } from '../../../shared/lib/zonedNow';
import { usePeople } from '../../../shared/people/usePeople';
import { useSession } from '../../../shared/session/SessionProvider';
import '../../../shared/almanac/almanac.css';
import { PersonSwitch } from '../PersonSwitch';
import { MonthDays } from './MonthDays';
import { compactMonth, monthTitle, parseMonth, shiftMonth, type YearMonth } from './monthLogic';
import { useMonth } from './useMonth';
import './month.css';

const SUBTITLE = 'A month of the almanac at a glance, in English and Chinese.';

/** Previous and next months, kept to the almanac's years, the filters carried along. */
function MonthLinks({ at, search }: { readonly at: YearMonth; readonly search: string }) {
  const link = (by: number, text: string) => {
    const to = shiftMonth(at, by);
    return to ? <Link to={`/tongshu/month/${compactMonth(to)}${search}`}>{text}</Link> : null;
  };
  return (
    <nav className="month-nav" aria-label="Months">
      {link(-1, '← Previous month')}
      {link(1, 'Next month →')}
    </nav>
  );
}

export default function TongshuMonth() {
  const { month: param } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const { data: people } = usePeople();
  const now = zonedNow(user?.time_zone);
  const parsed =
    param === undefined
      ? { year: now.getFullYear(), month: now.getMonth() + 1 }
      : parseMonth(param);
  const at = 'problem' in parsed ? null : parsed;
  const activity = search.get('activity') ?? '';
  const person = search.get('person') ?? '';
  const { data: month, loading } = useMonth(at, activity, person);
  if (!at)
    return (
      <>
        <PageHeader title="Tong Shu month" subtitle={SUBTITLE} />
        <Message tone="error">
          {'problem' in parsed && parsed.problem} <Link to="/tongshu/month">Go to this month</Link>
        </Message>
      </>
    );
  const choose = (name: 'activity' | 'person', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const query = search.toString();
  const title = monthTitle(at);
  return (
    <>
      <PageHeader title={`Tong Shu: ${title}`} subtitle={SUBTITLE} />
      <MonthLinks at={at} search={query ? `?${query}` : ''} />
      <form
        className="month-filters"
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <ActivityPicker value={activity} onChange={(zh) => choose('activity', zh)} />
        {activity && (
          <Button variant="ghost" onClick={() => choose('activity', '')}>
            Clear the activity
          </Button>
        )}
        <PersonSwitch
          people={people ?? []}
          value={person}
          onChange={(id) => choose('person', id)}
          label="Clashes with the year of"
        />
      </form>
      {month?.activity && (
        <p className="note">
          Each day for {month.activity.en} ({month.activity.zh}): good, neutral or avoid, as date
          selection judges it.
        </p>
      )}
      {month && !month.person && (
        <p className="note">
          Add your date of birth to your profile to see the days that clash your year.
        </p>
      )}
      <Card title={title} loading={loading}>
        {month && <MonthDays month={month} title={title} today={isoDate(now)} />}
      </Card>
      {!loading && !month && <Message tone="error">This month could not be loaded.</Message>}
    </>
  );
}
