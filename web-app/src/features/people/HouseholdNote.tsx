/**
 * On a person's form (issue 44): their lunar birthday and which of the household calendar's rules
 * applies to it, chosen on Account › Household. Asked quietly: a plan without the household
 * calendar (Free) shows nothing rather than being sent to the upgrade page.
 */
import { UiLink, useApi } from '@tongshu/web-ui';
import type { HouseholdAnswer } from '@tongshu/bff/api';

export function HouseholdNote({ subject }: { readonly subject: string }) {
  const { data } = useApi<HouseholdAnswer>('/api/household', { reportErrors: false });
  const member = data?.members.find((one) => one.subject === subject);
  if (!data || !member?.lunar_birthday) return null;
  const ruleOf = (choices: HouseholdAnswer['rules']['leap'], value: string) =>
    choices.find((choice) => choice.value === value);
  const rule = member.leap_birth
    ? ruleOf(data.rules.leap, member.leap_rule)
    : member.thirtieth_birth
      ? ruleOf(data.rules.thirtieth, member.thirtieth_rule)
      : undefined;
  return (
    <p className="note" style={{ marginBottom: 'var(--tsu-space-4)' }}>
      Lunar birthday: {member.lunar_birthday}
      {member.included ? ', in your household calendar' : ', not in your household calendar'}.
      {rule && (
        <>
          {' '}
          {member.leap_birth
            ? 'Born in a leap month, their rule'
            : 'Born on a 30th, their rule'}: {rule.label.toLowerCase()}{' '}
          <span lang="zh">({rule.zh})</span>.
        </>
      )}{' '}
      <UiLink to="/account/household">Change on Household</UiLink>
    </p>
  );
}
