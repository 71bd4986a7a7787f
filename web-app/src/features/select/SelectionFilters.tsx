/**
 * The selection's filters (issue 45): the weekdays a kept day may fall on, a window of the user's
 * clock for its best hours, and, for a wedding only, 不将 days (Free of Generals).
 */
import { weekdays } from '@tongshu/data';

/** The weekdays as the API names them (`mon` ... `sun`), Monday first as a week is read here. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].flatMap((day) =>
  Object.values(weekdays)
    .filter((term) => term.day === day)
    .map(({ en }) => ({ key: en.slice(0, 3).toLowerCase(), name: en.slice(0, 3), en })),
);

/** The activity the 不将 filter is for: the wedding. */
export const WEDDING = '嫁娶';

export interface FilterState {
  /** The weekdays ticked (none: every weekday). */
  readonly weekdays: readonly string[];
  /** The window's ends, `HH:mm`, either may be empty. */
  readonly from: string;
  readonly to: string;
  readonly bujiang: boolean;
}

export const NO_FILTERS: FilterState = { weekdays: [], from: '', to: '', bujiang: false };

/**
 * The window the API reads, `HH:mm-HH:mm`: an end left empty is the day's (00:00 or 24:00); both
 * empty, no window.
 */
export function hoursOf(filters: FilterState): string | undefined {
  if (!filters.from && !filters.to) return undefined;
  return `${filters.from || '00:00'}-${filters.to || '24:00'}`;
}

export function SelectionFilters({
  activity,
  value,
  onChange,
}: {
  /** The chosen activity's Chinese term: the 不将 box shows for a wedding only. */
  readonly activity: string;
  readonly value: FilterState;
  readonly onChange: (value: FilterState) => void;
}) {
  const toggle = (key: string, on: boolean) =>
    onChange({
      ...value,
      weekdays: on ? [...value.weekdays, key] : value.weekdays.filter((one) => one !== key),
    });
  return (
    <>
      <fieldset className="select-people select-weekdays">
        <legend className="tsu-field__label">Weekdays (none ticked: every day)</legend>
        {WEEKDAYS.map((day) => (
          <label key={day.key} className="select-people__option" title={day.en}>
            <input
              type="checkbox"
              aria-label={day.en}
              checked={value.weekdays.includes(day.key)}
              onChange={(event) => toggle(day.key, event.target.checked)}
            />{' '}
            {day.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="select-people select-hours">
        <legend className="tsu-field__label">Best hours on your clock (optional)</legend>
        <label className="tsu-field">
          <span className="tsu-field__label">Hours from</span>
          <input
            className="tsu-input"
            type="time"
            value={value.from}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        </label>
        <label className="tsu-field">
          <span className="tsu-field__label">Hours to</span>
          <input
            className="tsu-input"
            type="time"
            value={value.to}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </label>
      </fieldset>
      {activity === WEDDING && (
        <label>
          <input
            type="checkbox"
            checked={value.bujiang}
            onChange={(event) => onChange({ ...value, bujiang: event.target.checked })}
          />{' '}
          Only Free of Generals days (<span lang="zh">不将日</span>, after the Qianlong
          emperor&apos;s manual <span lang="zh">协纪辨方书</span>)
        </label>
      )}
    </>
  );
}
