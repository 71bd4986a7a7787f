/**
 * The profile form's draft: what the person typed, kept across a place pick, which fills the birth
 * zone and longitude by drawing the form again from the draft (`formKey` changes).
 */
import { useCallback, useState } from 'react';
import type { FieldValue, FormValues } from '@tongshu/web-ui';
import type { BirthDraft } from './birthFields';
import type { Place } from './usePlaces';

export interface BirthDraftState {
  readonly draft: BirthDraft;
  readonly formKey: number;
  readonly onChange: (name: string, value: FieldValue, values: FormValues) => void;
  readonly pick: (place: Place) => void;
  /** Back to `initial` with a fresh form: after adding a person, the form is empty again. */
  readonly reset: () => void;
}

/** `initial`: the record's values (a user's, or one of their people's). */
export function useBirthDraft(initial: BirthDraft): BirthDraftState {
  const [draft, setDraft] = useState<BirthDraft>(initial);
  const [formKey, setFormKey] = useState(0);
  const onChange = useCallback(
    (_name: string, _value: FieldValue, values: FormValues) =>
      setDraft((current) => ({ ...current, ...values })),
    [],
  );
  const pick = useCallback((place: Place) => {
    setDraft((current) => ({
      ...current,
      birth_place: place.name,
      birth_tz: place.zone,
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
