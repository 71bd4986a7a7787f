/** A home's period and facing, saved for `subject` (`me` or a person's id). */
import { useId, useState, type FormEvent } from 'react';
import { Button, Message, RequestError } from '@tongshu/web-ui';
import type { HomeFields, HomeRecord } from '@tongshu/bff/api';
import { CompassPicker, facingText, type Facing } from './CompassPicker';
import { saveHome } from './useHomes';

/** The periods (运) of the current great cycle and the last: their years, for a builder's date. */
const PERIODS: readonly (readonly [number, string])[] = [
  [9, '2024-2043'],
  [8, '2004-2023'],
  [7, '1984-2003'],
  [6, '1964-1983'],
  [5, '1944-1963'],
  [4, '1924-1943'],
  [3, '1904-1923'],
  [2, '1884-1903'],
  [1, '1864-1883'],
];

/** The form's first facing: the saved one, read back as degrees or a mountain's code. */
function facingOf(home: HomeFields | null): Facing {
  if (!home) return { mountain: 'S2', degrees: '' };
  return /^\d/.test(home.facing)
    ? { mountain: '', degrees: home.facing }
    : { mountain: home.facing, degrees: '' };
}

export function HomeForm({
  record,
  onSaved,
  onCancel,
}: {
  readonly record: HomeRecord;
  readonly onSaved: (saved: HomeRecord) => void;
  readonly onCancel: () => void;
}) {
  const periodId = useId();
  const [period, setPeriod] = useState(record.home?.period ?? 9);
  const [facing, setFacing] = useState<Facing>(() => facingOf(record.home));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    saveHome(record.subject, { period, facing: facingText(facing) }).then(
      (saved) => {
        setBusy(false);
        onSaved(saved);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof RequestError ? failure.message : 'The home was not saved');
      },
    );
  };

  return (
    <form className="home-form" onSubmit={submit} aria-label={`${record.name}: period and facing`}>
      <label className="tsu-field" htmlFor={periodId}>
        <span className="tsu-field__label">Period (运) it was built or last renovated in</span>
        <select
          id={periodId}
          className="tsu-input tsu-input--select"
          value={period}
          onChange={(event) => setPeriod(Number(event.target.value))}
        >
          {PERIODS.map(([number, years]) => (
            <option key={number} value={number}>
              Period {number} ({years})
            </option>
          ))}
        </select>
      </label>
      <CompassPicker value={facing} onChange={setFacing} />
      {error && <Message tone="error">{error}</Message>}
      <div className="home-form__actions">
        <Button type="submit" disabled={busy}>
          Save home
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
