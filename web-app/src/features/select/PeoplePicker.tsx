/** Whom the days must suit: the user ("Me") and any of their people. */
import { Link } from 'react-router';
import type { PersonData } from '../../shared/people/types';

export function PeoplePicker({
  people,
  chosen,
  onChange,
}: {
  readonly people: readonly PersonData[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((one) => one !== id));
  const options = [{ id: 'me', name: 'Me' }, ...people];
  return (
    <fieldset className="select-people">
      <legend className="tsu-field__label">For</legend>
      {options.map((person) => (
        <label key={person.id} className="select-people__option">
          <input
            type="checkbox"
            checked={chosen.includes(person.id)}
            onChange={(event) => toggle(person.id, event.target.checked)}
          />{' '}
          {person.name}
        </label>
      ))}
      <p className="note">
        <Link to="/account/people">Add or edit people</Link>
      </p>
    </fieldset>
  );
}
