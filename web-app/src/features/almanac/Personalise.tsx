/**
 * The Personalise Data card of /tongshu (spec section 2): the heavenly-stem and earthly-branch
 * gods, and "other information": the Qi Men day chart's reversal or repetition, day or year
 * breaker, and the professional and simplified calendar items the plan includes.
 */
import { UiLink } from '@tongshu/web-ui';
import { Facts, godTerm } from './Facts';
import type { TongshuAnswer } from '../../shared/almanac/types';

/**
 * What a plan hides, said plainly (spec section 6: Tong Shu plans lack both calendar item kinds,
 * Simple plans lack the professional ones); null when nothing is hidden.
 */
export function lockedText(locked: readonly string[]): string | null {
  if (locked.includes('sim'))
    return 'Your plan does not include the simplified (Just Follow) and professional calendar items, so none are listed here.';
  if (locked.includes('pro'))
    return 'Your plan includes the simplified (Just Follow) items listed here, but not the professional day and hour items.';
  return null;
}

/**
 * The day chart's Fu Yin and Fan Yin belong to the day itself (the same for everyone), unlike the
 * personal "Fu Yin Day" and "Fan Yin Day" items, which come from the user's own day pillar.
 */
export const QM_DAY_FAN_YIN = 'Qi Men Fan Yin day: the stars stand opposite their home palaces';
export const QM_DAY_FU_YIN = 'Qi Men Fu Yin day: the stars rest in their home palaces';

export function Personalise({ answer }: { readonly answer: TongshuAnswer }) {
  const { ts } = answer;
  const locked = answer.locked ?? [];
  const other: string[] = [];
  if (answer.current_fan_yin) other.push(QM_DAY_FAN_YIN);
  if (answer.current_fu_yin) other.push(QM_DAY_FU_YIN);
  if (ts.month_breaker === true) other.push('Month Breaker (Day Breaker) day');
  if (ts.year_breaker === true) other.push('Year Breaker day');
  const items = [...(answer.pro ?? []), ...(answer.sim ?? [])].map((item) => item.title);
  const hidden = lockedText(locked);
  const listed = [...other, ...items];
  return (
    <>
      <Facts
        rows={[
          ['Heavenly Stem God', godTerm(answer.heavenly_stem_god)],
          ['Earthly Branch God', godTerm(answer.earthly_branch_god)],
          [
            'Other Information',
            listed.length ? (
              <ul className="plain-list">
                {listed.map((item, i) => (
                  <li key={`${item}-${i}`}>{item}</li>
                ))}
              </ul>
            ) : hidden ? (
              'Nothing from the almanac itself today'
            ) : (
              'Nothing special for you today'
            ),
          ],
        ]}
      />
      {hidden && (
        <p className="note">
          {hidden} <UiLink to="/account/upgrade">Upgrade</UiLink> to see them.
        </p>
      )}
      <details className="help-text">
        <summary>What these items mean</summary>
        <p>
          <strong>Qi Men Fu Yin / Fan Yin day</strong>: on the day&apos;s Qi Men chart the nine
          stars rest in their home palaces (Fu Yin, repetition) or stand opposite them (Fan Yin,
          reversal). It is the same for everyone; plans made today tend to stall or to turn back.
        </p>
        <p>
          <strong>Fu Yin Day / Fan Yin Day</strong> (professional items): the day&apos;s pillar
          repeats or clashes your own day pillar. They are yours alone and fall on other days.
        </p>
      </details>
    </>
  );
}
