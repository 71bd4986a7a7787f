import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card } from '@tongshu/web-ui';
import { zonedNow } from '../../shared/lib/zonedNow';
import { useSession } from '../../shared/session/SessionProvider';
import { compactDate, compactToIso, parseDay, shiftDay } from '../../shared/almanac/logic';

/** The Date card: a date picker and Yesterday / Today / Tomorrow (spec: date required). */
export function DateCard({ date }: { readonly date: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const go = (compact: string) => {
    setError(null);
    void navigate(`/tongshu/${compact}`);
  };
  return (
    <Card title="Date" className="tongshu-date">
      <form
        className="tongshu-date__form"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Choose a date"
      >
        <label className="tsu-field">
          <span className="tsu-field__label">Date</span>
          <input
            className="tsu-input"
            type="date"
            value={compactToIso(date)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'tongshu-date-error' : undefined}
            onChange={(event) => {
              const picked = parseDay(event.target.value);
              if (!picked) setError('Please Date');
              else go(compactDate(picked));
            }}
          />
          {error && (
            <span id="tongshu-date-error" className="tsu-field__error" role="alert">
              {error}
            </span>
          )}
        </label>
        <div className="tongshu-date__buttons">
          <Button variant="secondary" onClick={() => go(shiftDay(date, -1))}>
            Yesterday
          </Button>
          <Button variant="secondary" onClick={() => go(compactDate(zonedNow(user?.time_zone)))}>
            Today
          </Button>
          <Button variant="secondary" onClick={() => go(shiftDay(date, 1))}>
            Tomorrow
          </Button>
        </div>
      </form>
    </Card>
  );
}
