/**
 * /account/household (issue 44): one subscribable calendar of the lunar birthdays, festivals,
 * solar terms, luck-pillar changes and Tai Sui years of the user and their people: who is in it
 * and which kinds, each person's lunar-birthday rules, the link to copy and the next twelve
 * months as a list. Every paid plan; a lower one is sent to the upgrade page by the API's 402.
 */
import { useState } from 'react';
import {
  Button,
  Card,
  Loader,
  Message,
  PageHeader,
  RequestError,
  UiLink,
  useNotification,
} from '@tongshu/web-ui';
import type { HouseholdAnswer } from '@tongshu/bff/api';
import { AccountNav } from '../../shared/components/AccountNav';
import { accountCrumbs } from '../../shared/components/accountCrumbs';
import { calendarLink, copy } from '../../shared/almanac/calendars';
import { FeedKinds } from './FeedKinds';
import { MembersTable, RuleMeanings } from './MembersTable';
import { saveHousehold, useHousehold } from './useHousehold';
import './household.css';

function Preview({ answer }: { readonly answer: HouseholdAnswer }) {
  if (answer.preview.length === 0)
    return <p className="note">Nothing in the next twelve months: switch a kind or a person on.</p>;
  return (
    <ol className="household-preview">
      {answer.preview.map((event, i) => (
        <li key={`${event.date}${event.time ?? ''}${i}`}>
          <time dateTime={event.date}>
            {event.date}
            {event.time ? ` ${event.time}` : ''}
          </time>{' '}
          {event.summary}
        </li>
      ))}
    </ol>
  );
}

export default function HouseholdPage() {
  const state = useHousehold();
  const notify = useNotification();
  const [saved, setSaved] = useState<HouseholdAnswer>();
  const [error, setError] = useState('');
  const answer = saved ?? state.data;
  const change = (patch: Record<string, unknown>) => {
    setError('');
    saveHousehold(patch).then(
      (answer) => {
        setSaved(answer);
        notify.show('Your household calendar is saved', { type: 'success', autoclose: true });
      },
      (failure: unknown) =>
        setError(failure instanceof RequestError ? failure.message : 'Not saved'),
    );
  };
  const copyLink = (webcal: boolean) => {
    if (!answer) return;
    copy(calendarLink(answer, webcal)).then(
      () => notify.show('Household calendar link copied!', { type: 'success', autoclose: true }),
      () => notify.show('Could not copy the link', { type: 'error', autoclose: true }),
    );
  };
  return (
    <>
      <PageHeader
        title="Household Calendar"
        subtitle="Lunar birthdays, festivals, solar terms, luck pillars and Tai Sui years of you and your people, in one calendar"
        breadcrumbs={accountCrumbs('Household')}
      />
      <AccountNav />
      {!answer && <Loader />}
      {error && <Message tone="error">{error}</Message>}
      {answer && (
        <>
          <Card title="Subscribe">
            <p>
              Add this link to Google, Outlook or Apple Calendar (&quot;Add calendar from
              URL&quot;): it holds last year to twenty years ahead and follows what you choose here
              at its next refresh. The <UiLink to="/tutorials">tutorials</UiLink> show how.
            </p>
            <div className="household-actions">
              <Button onClick={() => copyLink(false)}>Copy iCal Link</Button>
              <Button variant="secondary" onClick={() => copyLink(true)}>
                Copy webcal Link
              </Button>
            </div>
          </Card>
          <Card title="Who Is in It">
            <p className="note">
              A lunar birthday falls on the same lunar date each year. Born in a leap month (闰月)
              or on a 30th, choose what happens in the years without them. Add people on the{' '}
              <UiLink to="/account/people">People</UiLink> page.
            </p>
            <MembersTable answer={answer} onChange={(member) => change({ members: [member] })} />
            <RuleMeanings rules={answer.rules} />
          </Card>
          <Card title="What It Holds">
            <FeedKinds answer={answer} onChange={change} />
          </Card>
          <Card title="The Next Twelve Months">
            <p className="note">
              Times on your clock ({answer.zone}). All-day events fall on the Chinese
              calendar&apos;s date, which is China&apos;s: a solar term late in the evening here can
              be the next day there.
            </p>
            <Preview answer={answer} />
          </Card>
        </>
      )}
    </>
  );
}
