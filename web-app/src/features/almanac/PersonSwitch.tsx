import type { PersonData } from '../../shared/people/types';

/**
 * Whose personal day the page shows: the user, or one of their people (issue 23); on the month
 * at a glance, whose year branch the clashes are with (issue 45).
 */
export function PersonSwitch({
  people,
  value,
  onChange,
  label = 'Personal almanac for',
}: {
  readonly people: readonly PersonData[];
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly label?: string;
}) {
  if (people.length === 0) return null;
  return (
    <label className="tsu-field person-switch">
      <span className="tsu-field__label">{label}</span>
      <select
        className="tsu-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Me</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </label>
  );
}
