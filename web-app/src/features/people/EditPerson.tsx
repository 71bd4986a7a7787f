/**
 * /account/people/:id/edit: one of the user's people edited with the form that added them (the
 * same fields, place search and checks; PATCH /api/people/:id validates as the add does).
 */
import { useState } from 'react';
import { Card, Form, Loader, useNotification } from '@tongshu/web-ui';
import { PlaceSearch } from '../../shared/birth/PlaceSearch';
import { useBirthDraft } from '../../shared/birth/useBirthDraft';
import type { PersonData } from '../../shared/people/types';
import { useSchoolOptionsState } from '../../shared/schools/useSchoolOptions';
import { personDraft, personFields } from './personFields';
import { HouseholdNote } from './HouseholdNote';

export function EditPerson({
  person,
  onDone,
}: {
  readonly person: PersonData;
  /** After a save (`saved`) or a cancel: back to the person's chart. */
  readonly onDone: (saved: boolean) => void;
}) {
  const [initial] = useState(() => personDraft(person));
  const birth = useBirthDraft(initial);
  const notify = useNotification();
  const { options, loading } = useSchoolOptionsState();
  // Drawn once the school's words have come, as Add a Person is: drawn again when they came, the
  // form took the focus from the field being typed in.
  if (loading) return <Loader />;
  return (
    <Card title={`Edit ${person.name}`}>
      <HouseholdNote subject={person.id} />
      <PlaceSearch onPick={birth.pick} />
      <Form
        key={birth.formKey}
        aria-label={`Edit ${person.name}`}
        columns={2}
        fields={personFields(birth.draft, options)}
        method="PATCH"
        url={`/api/people/${encodeURIComponent(person.id)}`}
        buttonText="Save Person"
        cancel={{ text: 'Cancel', onCancel: () => onDone(false) }}
        onChange={birth.onChange}
        onSuccess={(_response, body) => {
          notify.show(`${String(body.name)} saved`, { type: 'success', autoclose: true });
          onDone(true);
        }}
      />
    </Card>
  );
}
