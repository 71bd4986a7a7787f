/**
 * Search the activities ("wedding", "move house", 嫁娶), then choose one from what it finds: on
 * /select and the month at a glance (/tongshu/month), so shared.
 */
import { useId, useState } from 'react';
import { useApi, type ApiState } from '@tongshu/web-ui';
import type { ActivityChoice } from '@tongshu/bff/api';
import './activityPicker.css';

/** The activities the words find (all of them for no words). */
function useActivitySearch(words: string): ApiState<ActivityChoice[]> {
  return useApi<ActivityChoice[]>(`/api/select/activities?q=${encodeURIComponent(words.trim())}`);
}

export function ActivityPicker({
  value,
  onChange,
}: {
  /** The chosen activity's Chinese term, or ''. */
  readonly value: string;
  readonly onChange: (zh: string) => void;
}) {
  const [words, setWords] = useState('');
  const { data } = useActivitySearch(words);
  const found = data ?? [];
  const id = useId();
  const chosenIsListed = found.some((activity) => activity.zh === value);
  return (
    <div className="activity-picker">
      <label className="tsu-field" htmlFor={`${id}-search`}>
        <span className="tsu-field__label">Search activities</span>
        <input
          id={`${id}-search`}
          className="tsu-input"
          type="search"
          value={words}
          placeholder="wedding, move house"
          onChange={(event) => {
            setWords(event.target.value);
          }}
        />
      </label>
      <label className="tsu-field" htmlFor={`${id}-activity`}>
        <span className="tsu-field__label">Activity</span>
        <select
          id={`${id}-activity`}
          className="tsu-input"
          value={chosenIsListed ? value : ''}
          required
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            {found.length === 0 ? 'No activity matches' : `Choose one of ${found.length}`}
          </option>
          {found.map((activity) => (
            <option key={activity.zh} value={activity.zh}>
              {activity.en} ({activity.zh})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
