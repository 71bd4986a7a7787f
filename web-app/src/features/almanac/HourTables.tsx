import type { ReactNode } from 'react';
import { ScrollTable } from '@tongshu/web-ui';
import { BeltIcon, BranchIcon, Term } from '../../shared/almanac/icons';
import { HOUR_SLOTS, chunk, slotsPerTable } from '../../shared/almanac/logic';
import { list, text, type TongshuAnswer, type TsValues } from '../../shared/almanac/types';
import { useWidth } from '../../shared/almanac/hooks';
import { SuitList, branchTerm, directionTerm, stemTerm } from './terms';

interface SlotView {
  readonly key: string;
  readonly start: string;
}

/** The hour forecast: one table per group of slots, slots as columns. */
export function HourTables({ answer }: { readonly answer: TongshuAnswer }) {
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
          <span className="muted">
            {f(ts, s, 'time') || s.start}
            {/* docs/decisions.md: the table's Rat hour is the one from 23:00 the evening before. */}
            {s.key === 'zhi' && ', from the evening before'}
          </span>
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
    ['Suits', (s) => <SuitList zh={l(ts, s, 'time_yi')} en={l(en, s, 'time_yi')} />],
    ['Avoid', (s) => <SuitList zh={l(ts, s, 'time_ji')} en={l(en, s, 'time_ji')} />],
  ];
  return (
    <div className="hour-tables" ref={ref}>
      {chunk(HOUR_SLOTS, slotsPerTable(width)).map((slots, index) => (
        <ScrollTable
          key={slots[0]?.key ?? index}
          label={`Hours ${slots[0]?.start} to ${slots[slots.length - 1]?.start}`}
          className="hour-table"
        >
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
        </ScrollTable>
      ))}
    </div>
  );
}
