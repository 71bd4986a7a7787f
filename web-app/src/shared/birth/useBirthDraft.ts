/**
 * The profile form's draft: what the person typed, kept across a place pick, which fills the birth
 * zone and longitude by drawing the form again from the draft (`formKey` changes). "I don't know
 * the birth time" draws it again too: the time field then shows empty rather than a greyed clock.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValue, FormValues } from '@tongshu/web-ui';
import type { BirthDraft } from './birthFields';
import type { Place } from './usePlaces';
import { currentZone } from './zones';

export interface BirthDraftState {
  readonly draft: BirthDraft;
  readonly formKey: number;
  readonly onChange: (name: string, value: FieldValue, values: FormValues) => void;
  readonly pick: (place: Place) => void;
  /** Back to `initial` with a fresh form: after adding a person, the form is empty again. */
  readonly reset: () => void;
}

const UNKNOWN_TIME = 'birth_time_unknown';

/** `initial`: the record's values (a user's, or one of their people's). */
export function useBirthDraft(initial: BirthDraft): BirthDraftState {
  const [draft, setDraft] = useState<BirthDraft>(initial);
  const [formKey, setFormKey] = useState(0);
  const refocus = useRef(false);
  const onChange = useCallback((name: string, _value: FieldValue, values: FormValues) => {
    // The emptied field of an unknown time is not the time typed: that is kept for switching back
    // (the switch itself changes no time: the draft has what was typed before).
    const kept =
      values[UNKNOWN_TIME] === true || name === UNKNOWN_TIME
        ? Object.fromEntries(Object.entries(values).filter(([field]) => field !== 'birth_time'))
        : values;
    setDraft((current) => ({ ...current, ...kept }));
    if (name !== UNKNOWN_TIME) return;
    refocus.current = true;
    setFormKey((key) => key + 1);
  }, []);
  useEffect(() => {
    // The switch was pressed in the form just drawn again: focus stays on it, not on the page.
    if (!refocus.current) return;
    refocus.current = false;
    document.querySelector<HTMLElement>(`[data-field="${UNKNOWN_TIME}"] [role="switch"]`)?.focus();
  }, [formKey]);
  const pick = useCallback((place: Place) => {
    setDraft((current) => ({
      ...current,
      birth_place: place.name,
      // The place list may carry a retired zone name; the zone list has its current one.
      birth_tz: currentZone(place.zone),
      birth_longitude: String(place.longitude),
    }));
    setFormKey((key) => key + 1);
  }, []);
  const reset = useCallback(() => {
    setDraft(initial);
    setFormKey((key) => key + 1);
  }, [initial]);
  return { draft, formKey, onChange, pick, reset };
}
