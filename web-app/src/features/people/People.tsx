/**
 * /account/people (People): the people a user keeps besides themselves (clients, family) for
 * date selection, up to 50: a list, a form to add one (the profile's birth fields, with the place
 * search). /account/people/:id is a person's Bazi chart, luck pillars, where schools differ for
 * them, their school and personal calendar links (a link that opens directly); .../edit edits them.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Button,
  Card,
  Form,
  Loader,
  Message,
  PageHeader,
  ScrollTable,
  TableHead,
  useApi,
  useNotification,
  useUi,
} from '@tongshu/web-ui';
import { api } from '../../shared/api/client';
import { BaziCards } from '../../shared/bazi/BaziCards';
import { parseBaziChart } from '../../shared/bazi/chart';
import { ReportButton } from '../../shared/bazi/ReportButton';
import { ReadingCards } from '../../shared/bazi/ReadingCards';
import { StemCell } from '../../shared/bazi/PillarCells';
import { PlaceSearch } from '../../shared/birth/PlaceSearch';
import { useBirthDraft } from '../../shared/birth/useBirthDraft';
import { newPerson, personFields } from './personFields';
import type { PersonData } from '../../shared/people/types';
import { usePeople } from '../../shared/people/usePeople';
import { calendarLink, type CalendarRow } from '../../shared/almanac/calendars';
import { AccountNav } from '../../shared/components/AccountNav';
import { accountCrumbs } from '../../shared/components/accountCrumbs';
import { SchoolCard } from '../../shared/schools/SchoolCard';
import { SchoolDifferences } from '../../shared/schools/SchoolDifferences';
import { useSchoolOptionsState } from '../../shared/schools/useSchoolOptions';
import { useSession } from '../../shared/session/SessionProvider';
import { EditPerson } from './EditPerson';

function AddPerson({ onAdded }: { readonly onAdded: () => void }) {
  const { user } = useSession();
  const [empty] = useState(() => newPerson(user ?? {}));
  const birth = useBirthDraft(empty);
  const notify = useNotification();
  const { options, loading } = useSchoolOptionsState();
  // Drawn once the school's words have come, with its choices filled: a form drawn again when
  // they came took the focus from the field being typed in, and the keys after it were lost.
  if (loading) return <Loader />;
  return (
    <Card title="Add a Person">
      <p className="note">A person starts with your school; you can give them their own.</p>
      <PlaceSearch onPick={birth.pick} />
      <Form
        key={birth.formKey}
        columns={2}
        fields={personFields(birth.draft, options)}
        method="POST"
        url="/api/people"
        buttonText="Add Person"
        onChange={birth.onChange}
        onSuccess={(_response, body) => {
          // A filled form after the add invited a second click and a duplicate person.
          notify.show(`${String(body.name)} added to your people`, {
            type: 'success',
            autoclose: true,
          });
          birth.reset();
          onAdded();
        }}
      />
    </Card>
  );
}

function PeopleTable({
  people,
  shown,
  onShow,
  onEdit,
  onRemove,
}: {
  readonly people: readonly PersonData[];
  readonly shown: string | null;
  readonly onShow: (id: string) => void;
  readonly onEdit: (id: string) => void;
  readonly onRemove: (person: PersonData) => void;
}) {
  if (people.length === 0) {
    return <p>No people yet. Add the people you select days for below.</p>;
  }
  return (
    <ScrollTable label="Your people">
      <TableHead labels={['Name', 'Born', 'Place and zone of birth', 'Day master']} actions />
      <tbody>
        {people.map((person) => (
          <tr key={person.id}>
            <th scope="row">{person.name}</th>
            <td>
              <time dateTime={person.birth_date}>{person.birth_date}</time>{' '}
              {person.birth_time_unknown ? 'time unknown' : <time>{person.birth_time}</time>}
            </td>
            <td>
              {/* The zone is what the birth is read on; the place, when given, says why. */}
              {[person.birth_place, person.birth_tz].filter(Boolean).join(' · ')}
            </td>
            <td>
              <StemCell zh={person.dm} />
            </td>
            <td className="people__actions">
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={shown === person.id}
                onClick={() => onShow(person.id)}
              >
                Chart<span className="tsu-visually-hidden"> of {person.name}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onEdit(person.id)}>
                Edit<span className="tsu-visually-hidden"> {person.name}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onRemove(person)}>
                Remove<span className="tsu-visually-hidden"> {person.name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The personal calendars of the user's plan, made for this person (their own links). */
function PersonCalendars({ person }: { readonly person: PersonData }) {
  const { data } = useApi<CalendarRow[]>('/api/calendars');
  const personal = (data ?? []).filter((row) => row.personal && row.calendar !== 'selected');
  if (personal.length === 0) return null;
  return (
    <Card title={`Calendars for ${person.name}`}>
      <p>Subscribe to these links from Google, Outlook or Apple Calendar.</p>
      <ul className="calendar-links">
        {personal.map((row) => {
          const link = calendarLink({ path: `${row.path}/${person.id}` });
          return (
            <li key={row.calendar}>
              {row.name}: <a href={link}>{link}</a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export default function People({ editing = false }: { readonly editing?: boolean }) {
  const { data, reload } = usePeople();
  const { onError } = useUi();
  const notify = useNotification();
  const navigate = useNavigate();
  const shown = useParams().id ?? null;
  const people = data ?? [];
  const person = people.find((one) => one.id === shown);
  const show = (id: string | null, edit = false) =>
    navigate(
      id ? `/account/people/${encodeURIComponent(id)}${edit ? '/edit' : ''}` : '/account/people',
    );

  const remove = (target: PersonData) => {
    api.delete(`/api/people/${target.id}`, {}).then(
      () => {
        notify.show(`${target.name} removed`, { type: 'success', autoclose: true });
        if (shown === target.id) show(null);
        reload();
      },
      (error: unknown) => onError?.(error),
    );
  };

  return (
    <>
      <PageHeader title="People" breadcrumbs={accountCrumbs('People')} />
      <AccountNav />
      <Card title="Your People">
        <PeopleTable
          people={people}
          shown={shown}
          onShow={(id) => show(id)}
          onEdit={(id) => show(id, true)}
          onRemove={remove}
        />
      </Card>
      {shown && data && !person && (
        <Message tone="error">This person is not among your people.</Message>
      )}
      {person && (
        <section aria-label={`${person.name}'s chart`}>
          <h2 className="people__heading">{person.name}</h2>
          {editing && (
            <EditPerson
              key={person.id}
              person={person}
              onDone={(saved) => {
                if (saved) reload();
                show(person.id);
              }}
            />
          )}
          <BaziCards chart={parseBaziChart(person.bz_chart)} missing="No chart for this person." />
          <ReportButton person={person.id} name={person.name} />
          <ReadingCards
            key={person.bz_chart ?? person.id}
            person={person.id}
            chart={parseBaziChart(person.bz_chart)}
          />
          <SchoolDifferences
            key={person.bz_chart ?? person.id}
            url={`/api/schools/bazi?person=${encodeURIComponent(person.id)}`}
          />
          <SchoolCard
            key={person.id}
            title={`${person.name}'s school`}
            record={person}
            url={`/api/people/${encodeURIComponent(person.id)}`}
            onSaved={(response) => {
              notify.show(response.message ?? `${person.name}'s school has been saved`, {
                type: 'success',
                autoclose: true,
              });
              reload();
            }}
          />
          <PersonCalendars person={person} />
        </section>
      )}
      <AddPerson onAdded={reload} />
    </>
  );
}
