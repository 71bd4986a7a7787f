/** Who is in the household feed, with each one's lunar birthday and its two rules. */
import { ScrollTable, TableHead } from '@tongshu/web-ui';
import type { HouseholdAnswer, HouseholdMemberRecord } from '@tongshu/bff/api';

type Rules = HouseholdAnswer['rules'];

function RuleSelect({
  label,
  value,
  choices,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly choices: Rules['leap'];
  readonly onChange: (value: string) => void;
}) {
  return (
    <select
      className="tsu-input tsu-input--select household-rule"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** What each rule does and where it is written down, for the people it applies to. */
export function RuleMeanings({ rules }: { readonly rules: Rules }) {
  return (
    <details className="household-rules">
      <summary>What the leap-month and 30th rules do</summary>
      {(
        [
          ['Born in a leap month (闰月)', rules.leap],
          ['Born on a 30th (三十)', rules.thirtieth],
        ] as const
      ).map(([title, choices]) => (
        <section key={title}>
          <h3>{title}</h3>
          <ul>
            {choices.map((choice) => (
              <li key={choice.value}>
                <strong>
                  {choice.label} <span lang="zh">({choice.zh})</span>
                </strong>
                : {choice.meaning} Source: {choice.source}.
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  );
}

export function MembersTable({
  answer,
  onChange,
}: {
  readonly answer: HouseholdAnswer;
  readonly onChange: (member: Partial<HouseholdMemberRecord> & { subject: string }) => void;
}) {
  return (
    <ScrollTable label="Who is in the household calendar">
      <TableHead labels={['In it', 'Name', 'Lunar birthday', 'In a leap month', 'On a 30th']} />
      <tbody>
        {answer.members.map((member) => (
          <tr key={member.subject}>
            <td>
              <input
                type="checkbox"
                aria-label={`${member.name} in the calendar`}
                checked={member.included && member.has_birth}
                disabled={!member.has_birth}
                onChange={(event) =>
                  onChange({ subject: member.subject, included: event.target.checked })
                }
              />
            </td>
            <td>{member.name}</td>
            <td>{member.lunar_birthday ?? 'No date of birth yet'}</td>
            <td>
              {member.leap_birth ? (
                <RuleSelect
                  label={`${member.name}: birthday in a leap month`}
                  value={member.leap_rule}
                  choices={answer.rules.leap}
                  onChange={(value) =>
                    onChange({ subject: member.subject, leap_rule: value as never })
                  }
                />
              ) : (
                <span className="muted">Not born in a leap month</span>
              )}
            </td>
            <td>
              {member.thirtieth_birth ? (
                <RuleSelect
                  label={`${member.name}: birthday on a 30th`}
                  value={member.thirtieth_rule}
                  choices={answer.rules.thirtieth}
                  onChange={(value) =>
                    onChange({ subject: member.subject, thirtieth_rule: value as never })
                  }
                />
              ) : (
                <span className="muted">Not born on a 30th</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
