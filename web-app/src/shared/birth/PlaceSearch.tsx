/**
 * Birth place search: type a city, pick it from the list, and its zone and longitude fill the
 * profile form. A list of buttons under a labelled search box: every result is one Tab away.
 */
import { useId, useState } from 'react';
import { usePlaces, type Place } from './usePlaces';
import './birth.css';

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;

export function PlaceSearch({ onPick }: { readonly onPick: (place: Place) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { places, searching } = usePlaces(query);
  return (
    <div className="place-search">
      <label className="tsu-field__label" htmlFor={id}>
        Search Place of Birth
      </label>
      <input
        id={id}
        type="search"
        className="tsu-input"
        value={query}
        placeholder="City, e.g. London"
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-status`} className="place-search__status" aria-live="polite">
        {searching
          ? 'Searching...'
          : query.trim().length >= 2
            ? `${places.length} place${places.length === 1 ? '' : 's'} found`
            : 'Type at least two letters.'}
      </p>
      {places.length > 0 && (
        <ul className="place-search__results" aria-label="Places found">
          {places.map((place) => (
            <li key={`${place.name}-${place.longitude}`}>
              <button
                type="button"
                className="place-search__pick"
                onClick={() => {
                  onPick(place);
                  setQuery('');
                }}
              >
                <span className="place-search__name">{place.name}</span>
                <span className="place-search__detail">
                  {place.zone} · {degrees(place.longitude, 'E', 'W')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
