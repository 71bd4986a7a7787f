/**
 * What /account says about how the chart was read: the birth as entered, the instant used, the
 * clock the day and hour pillars came from, the conventions stamp with the chart's own luck-start
 * rule, any sensitivity warning, and what an unknown birth hour or a time window leaves open. An
 * unknown hour is charted at noon; that noon is no birth time, so only the date is shown.
 */
import { Message } from '@tongshu/web-ui';
import { choiceInForce } from '../schools/records';
import { useSchoolOptions } from '../schools/useSchoolOptions';
import {
  formatClock,
  formatDate,
  formatInstant,
  formatOffset,
  hourUnknown,
  type BaziChartData,
} from './chart';

/**
 * The stamp of how the chart was read, with the luck-start rule of the chart's own school (a
 * person's can differ from the user's); without the words or a school, the stamp alone.
 */
function useChartStamp(chart: BaziChartData): string {
  const options = useSchoolOptions();
  const stamp = chart.moment?.stamp ?? '';
  const school = chart.moment?.school;
  if (!options || !school) return stamp;
  return `${stamp} · ${choiceInForce(options, 'luckStart', { luck_start: school.luckStart }).stamp}`;
}

export function ChartMomentNote({ chart }: { readonly chart: BaziChartData }) {
  const { moment } = chart;
  const stamp = useChartStamp(chart);
  const unknown = hourUnknown(chart);
  const entered = unknown ? `${formatDate(chart.birth)}, time unknown` : formatInstant(chart.birth);
  if (!moment) return <p className="note">Born {entered}, China time (UTC+8).</p>;
  const clockNote =
    moment.clockKind === 'China standard time'
      ? `charted as ${formatClock(moment.clock)} standard time, China daylight saving removed`
      : moment.clockKind === 'true solar time'
        ? `true solar time ${formatClock(moment.clock)}`
        : `charted on the clock as entered`;
  return (
    <>
      {unknown ? (
        <p className="note">
          Born {entered}, in {moment.zone} ({formatOffset(moment.offsetMinutes)}).
        </p>
      ) : (
        <p className="note">
          Born {entered} in {moment.zone} ({formatOffset(moment.offsetMinutes)}, instant{' '}
          {moment.instant.replace('T', ' ').slice(0, 19)} UTC); {clockNote}.
        </p>
      )}
      <p className="note chart-stamp">{stamp}</p>
      {(chart.uncertain ?? []).length > 0 && (
        <Message tone="info" title="What the birth time leaves open">
          <ul className="plain-list">
            {(chart.uncertain ?? []).map((item) => (
              <li key={`${item.field} ${item.note}`}>
                <strong>{item.field}:</strong> {item.note}
              </li>
            ))}
          </ul>
        </Message>
      )}
      {(chart.sensitivity ?? []).map((warning) => (
        <Message key={warning.message} tone="warning" title="Check the birth time">
          {warning.message}
        </Message>
      ))}
    </>
  );
}
