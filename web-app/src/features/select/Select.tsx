/**
 * /select (Date Selection, issue 23): an activity, a range and the people it concerns; the answer
 * as month calendars marked by score and a ranked list, each day opening to its reasons and best
 * hours; the picked days exported as an .ics file or printed, or the selection kept as a
 * subscribable "Selected dates" calendar. A plan below Pro is sent to the
 * upgrade page by the API's 402 (the app's error policy).
 */
import { useState } from 'react';
import { Button, Card, Message, PageHeader, useNotification, useUi } from '@tongshu/web-ui';
import { api } from '../../shared/api/client';
import { monthsLater } from '../../shared/lib/monthsLater';
import { usePeople } from '../../shared/people/usePeople';
import { ActivityPicker } from '../../shared/activities/ActivityPicker';
import { DayReasons } from './DayReasons';
import { downloadIcs } from './downloadIcs';
import { MonthGrid } from './MonthGrid';
import { PeoplePicker } from './PeoplePicker';
import { RankedDays } from './RankedDays';
import { hoursOf, NO_FILTERS, SelectionFilters, WEDDING } from './SelectionFilters';
import type { SelectionData, SelectionQuery } from './types';
import { useSelection } from './useSelection';
import './select.css';

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function defaultRange(now = new Date()): { from: string; to: string } {
  return { from: isoDate(now), to: isoDate(monthsLater(now, 3)) };
}

function Results({
  selection,
  query,
}: {
  readonly selection: SelectionData;
  readonly query: SelectionQuery;
}) {
  const { onError } = useUi();
  const notify = useNotification();
  const [open, setOpen] = useState<string | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const pick = (date: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  const exportDays = () =>
    downloadIcs(
      query,
      [...picked],
      `${selection.activity.en.toLowerCase().replace(/\W+/g, '-')}-dates.ics`,
    ).catch((error: unknown) => onError?.(error));
  const keep = () =>
    api.put('/api/select/keep', { ...query, people: query.people.join(',') }).then(
      (answer) =>
        notify.show(
          `${answer.message ?? 'Kept'}: subscribe to it from the dashboard's calendar list.${
            query.weak ? ' Weak days are not kept in it.' : ''
          }`,
          // What to do next is in it: it stays until closed, not two seconds (spec section 3).
          { type: 'success', autoclose: false },
        ),
      (error: unknown) => onError?.(error),
    );
  const kept = selection.days.find((day) => day.date === open);
  const refused = selection.refused.find((day) => day.date === open);
  return (
    <>
      <Card title={`${selection.activity.en} (${selection.activity.zh})`}>
        <p className="note select-stamp">
          {selection.days.length} days kept, {selection.refused.length} refused. Days and hours on
          your clock ({selection.zone}). Judged by <a href="#tradition">{selection.tradition}</a>.
        </p>
        <MonthGrid selection={selection} open={open} onOpen={setOpen} />
        {open && <DayReasons date={open} kept={kept} refused={refused} zone={selection.zone} />}
      </Card>
      <Card title="Best Days">
        <RankedDays days={selection.days} picked={picked} onPick={pick} onOpen={setOpen} />
        <div className="select-export">
          <Button
            variant="secondary"
            icon="calendar"
            disabled={selection.days.length === 0}
            onClick={() => void exportDays()}
          >
            {picked.size > 0
              ? `Export ${picked.size} picked days (.ics)`
              : 'Export all kept days (.ics)'}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="secondary" icon="calendar" onClick={() => void keep()}>
            Keep as a calendar
          </Button>
        </div>
      </Card>
    </>
  );
}

export default function Select() {
  const { data: people } = usePeople();
  const [activity, setActivity] = useState('');
  const [range, setRange] = useState(defaultRange);
  const [chosen, setChosen] = useState<string[]>(['me']);
  const [weak, setWeak] = useState(false);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [query, setQuery] = useState<SelectionQuery | null>(null);
  const { data: selection, loading } = useSelection(query);

  return (
    <>
      <PageHeader
        title="Date Selection"
        breadcrumbs={[{ label: 'Dashboard', url: '/dashboard' }, { label: 'Date Selection' }]}
      />
      <Card>
        <form
          className="select-form"
          aria-label="Date selection"
          onSubmit={(event) => {
            event.preventDefault();
            if (!activity) return;
            const weekdays = filters.weekdays.join(',');
            setQuery({
              ...{ activity, ...range, people: chosen, weak },
              ...(weekdays && { weekdays }),
              ...(hoursOf(filters) && { hours: hoursOf(filters) }),
              // Only a wedding has 不将 days: the box is hidden, and unasked, for others.
              ...(filters.bujiang && activity === WEDDING && { bujiang: true }),
            });
          }}
        >
          <ActivityPicker value={activity} onChange={setActivity} />
          <label className="tsu-field">
            <span className="tsu-field__label">From</span>
            <input
              className="tsu-input"
              type="date"
              required
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
            />
          </label>
          <label className="tsu-field">
            <span className="tsu-field__label">To</span>
            <input
              className="tsu-input"
              type="date"
              required
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
            />
          </label>
          <PeoplePicker people={people ?? []} chosen={chosen} onChange={setChosen} />
          <SelectionFilters activity={activity} value={filters} onChange={setFilters} />
          <label>
            <input
              type="checkbox"
              checked={weak}
              onChange={(event) => setWeak(event.target.checked)}
            />{' '}
            Show weak days too (score below zero, marked Weak)
          </label>
          <Button type="submit" loading={loading} disabled={!activity}>
            Find days
          </Button>
        </form>
        <Message tone="info">
          At most a year at a time. Each day is judged by the almanac&apos;s suit and avoid lists,
          the classical exclusions and the clashes with the people chosen.
          <span id="tradition" className="select-tradition">
            Whose almanac: the popular almanac tradition, the suit and avoid lists (
            <span lang="zh">宜忌</span>) printed in the yearly Chinese almanacs (Tong Shu,{' '}
            <span lang="zh">通書</span>) and shown on your daily almanac page. The Qianlong
            emperor&apos;s date-selection manual (<span lang="zh">协纪辨方书</span>) lists other
            activities on most days; its classical exclusions are used here, its lists are not.
          </span>
        </Message>
      </Card>
      {selection && query && (
        <Results key={selectionKey(query)} selection={selection} query={query} />
      )}
    </>
  );
}

const selectionKey = (query: SelectionQuery | null) => JSON.stringify(query);
