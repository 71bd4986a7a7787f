/** What the household feed holds: its kinds, the 小年 custom and the Tai Sui relations. */
import type { HouseholdAnswer, HouseholdKind, TaiSuiExtra } from '@tongshu/bff/api';

const KINDS: readonly (readonly [HouseholdKind, string])[] = [
  ['birthdays', 'Lunar birthdays (农历生日)'],
  ['festivals', 'Festivals (节日): Chinese New Year, Qingming, Mid-Autumn and the rest'],
  ['terms', 'The 24 solar terms (节气), at their moment on your clock'],
  ['luck', 'Luck-pillar changes (交运), when the next ten-year pillar begins'],
  ['taiSui', 'Tai Sui years (太岁): the year of your own sign (值) and the clashing one (冲)'],
];

const EXTRAS: readonly (readonly [TaiSuiExtra, string])[] = [
  ['punishment', 'Punishment years (刑太岁)'],
  ['harm', 'Harm years (害太岁)'],
  ['break', 'Break years (破太岁)'],
];

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

export function FeedKinds({
  answer,
  onChange,
}: {
  readonly answer: HouseholdAnswer;
  readonly onChange: (change: Record<string, unknown>) => void;
}) {
  return (
    <>
      <fieldset className="household-fieldset">
        <legend>What the calendar holds</legend>
        {KINDS.map(([kind, label]) => (
          <label key={kind} className="household-check">
            <input
              type="checkbox"
              checked={answer.kinds.includes(kind)}
              onChange={(event) =>
                onChange({ kinds: toggled(answer.kinds, kind, event.target.checked) })
              }
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="household-fieldset">
        <legend>Also mark (Tai Sui)</legend>
        {EXTRAS.map(([extra, label]) => (
          <label key={extra} className="household-check">
            <input
              type="checkbox"
              checked={answer.tai_sui.includes(extra)}
              onChange={(event) =>
                onChange({ tai_sui: toggled(answer.tai_sui, extra, event.target.checked) })
              }
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="household-fieldset">
        <legend>Little New Year (小年)</legend>
        {(
          [
            ['north', 'Northern custom: the 23rd of the 12th month'],
            ['south', 'Southern custom: the 24th of the 12th month'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="household-check">
            <input
              type="radio"
              name="xiaonian"
              checked={answer.xiaonian === value}
              onChange={() => onChange({ xiaonian: value })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}
