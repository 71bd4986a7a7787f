/**
 * The Bazi reading's cards (issue 45), after the Bazi cards on /account and a person's chart:
 * "Now" (the luck pillar, 流年 and 流月 beside the natal four, with a date input "On" that reads
 * again, today on the user's clock by default), "Interactions", "Symbolic stars (神煞)",
 * "Elements" and "Day master strength". `person` is `me` or a person's id.
 */
import { useId } from 'react';
import { Card } from '@tongshu/web-ui';
import type { BaziChartData } from './chart';
import { NowTable } from './NowTable';
import { ElementsTable, StrengthTable } from './ReadingMethods';
import { InteractionsTable, StarsTable } from './ReadingTables';
import { useReading } from './useReading';
import './reading.css';

interface Props {
  readonly person: string;
  readonly chart: BaziChartData;
}

/** The cards of a chart; none without one (the Bazi cards say what is missing). */
export function ReadingCards({
  chart,
  ...props
}: Omit<Props, 'chart'> & {
  readonly chart: BaziChartData | null;
}) {
  return chart ? <Reading chart={chart} {...props} /> : null;
}

function Reading({ person, chart }: Props) {
  const { reading, loading, on, setOn } = useReading(person);
  const dateId = useId();
  const luck = reading?.now.luck;
  return (
    <>
      <Card title="Now" loading={loading && !reading}>
        <label className="tsu-field bazi-now__on" htmlFor={dateId}>
          <span className="tsu-field__label">On</span>
          <input
            id={dateId}
            type="date"
            className="tsu-input"
            min="1900-01-01"
            max="2100-12-31"
            value={on}
            onChange={(event) => setOn(event.target.value)}
          />
        </label>
        {reading && (
          <>
            <p className="note">
              Read at 12:00 on {reading.on} on your clock ({reading.zone}): the luck pillar (大运),
              the year&apos;s pillar (流年) and the month&apos;s (流月) in force, each with its ten
              god, beside the natal four.{' '}
              {luck
                ? `Luck pillar ${luck.index} of 9, from age ${luck.age} (虚岁, counted age) in ${luck.year}.`
                : 'The first luck pillar has not begun.'}
            </p>
            <NowTable reading={reading} chart={chart} />
          </>
        )}
      </Card>
      {reading && (
        <>
          <Card title="Interactions (刑冲合会)">
            <p className="note">
              Combinations, clashes, punishments, harms and destructions among the natal pillars and
              between them and the pillars now.
            </p>
            <InteractionsTable reading={reading} />
          </Card>
          <Card title="Symbolic stars (神煞)">
            <StarsTable reading={reading} />
          </Card>
          <Card title="Elements (五行)">
            <ElementsTable reading={reading} />
          </Card>
          <Card title="Day master strength">
            <StrengthTable reading={reading} />
          </Card>
        </>
      )}
    </>
  );
}
