/**
 * What /account says about how the chart was read: the birth as entered, the instant used, the
 * clock the day and hour pillars came from, the conventions stamp, any sensitivity warning, and
 * what an unknown birth hour or a time window leaves open.
 */
import { Message } from '@tongshu/web-ui';
import { formatClock, formatInstant, formatOffset, type BaziChartData } from './chart';

export function ChartMomentNote({ chart }: { readonly chart: BaziChartData }) {
  const { moment } = chart;
  if (!moment)
    return <p className="note">Born {formatInstant(chart.birth)}, China time (UTC+8).</p>;
  const entered = formatInstant(chart.birth);
  const clockNote =
    moment.clockKind === 'China standard time'
      ? `charted as ${formatClock(moment.clock)} standard time, China daylight saving removed`
      : moment.clockKind === 'true solar time'
        ? `true solar time ${formatClock(moment.clock)}`
        : `charted on the clock as entered`;
  return (
    <>
      <p className="note">
        Born {entered} in {moment.zone} ({formatOffset(moment.offsetMinutes)}, instant{' '}
        {moment.instant.replace('T', ' ').slice(0, 19)} UTC); {clockNote}.
      </p>
      <p className="note chart-stamp">{moment.stamp}</p>
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
