/** The dashboard's Available Calendars: each iCal calendar with its two copy-link actions. */
import {
  Card,
  DataTable,
  Message,
  UiLink,
  useNotification,
  type ApiState,
  type Column,
} from '@tongshu/web-ui';
import { calendarLink, copy, type CalendarRow } from '../../shared/almanac/calendars';
import { RenewLinks } from './RenewLinks';

const COLUMNS: Column<CalendarRow>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'description', label: 'Description' },
];

type Calendars = Pick<ApiState<CalendarRow[]>, 'data' | 'loading'>;
type ReloadableCalendars = Calendars & Pick<ApiState<CalendarRow[]>, 'reload'>;

/** Spec section 6's calendars per plan, told to a user whose plan lists none (the Free plan). */
export const PLAN_CALENDARS =
  'Pro Plan gets all calendars; Simple Plan gets the simplified calendar and the Tong Shu ones; ' +
  'Tong Shu Plan gets the four Tong Shu calendars.';

/** A loaded, empty list: the plan has no calendars, so copying a link is not yet possible. */
const noCalendars = (calendars: Calendars) =>
  !calendars.loading && Array.isArray(calendars.data) && calendars.data.length === 0;

/** What the user can do with calendars now: copy a link, or upgrade to a plan that has them. */
export function CalendarsMessage({ calendars }: { readonly calendars: Calendars }) {
  if (noCalendars(calendars))
    return (
      <Message tone="info" title="iCal calendars come with a paid plan">
        Your plan has no iCal calendars yet. {PLAN_CALENDARS}{' '}
        <UiLink to="/account/upgrade">Upgrade</UiLink> to add every day&apos;s reading to Google,
        Outlook, Yahoo or Apple Calendar.
      </Message>
    );
  return (
    <Message tone="info" title="Add Tongshu to your calendar">
      Copy an iCal link from your Available Calendars below and add it to Google, Outlook, Yahoo or
      Apple Calendar: every day&apos;s reading then appears where you already plan. The video
      tutorials show how.
    </Message>
  );
}

export function CalendarsCard({ calendars }: { readonly calendars: ReloadableCalendars }) {
  const notify = useNotification();
  const copyLink = (row: CalendarRow, webcal: boolean) => {
    copy(calendarLink(row, webcal)).then(
      () => notify.show(`iCal Link for ${row.name} Copied!`, { type: 'success', autoclose: true }),
      () => notify.show('Could not copy the link', { type: 'error', autoclose: true }),
    );
  };
  return (
    <Card title="Available Calendars">
      {noCalendars(calendars) && (
        <p>
          Your plan has no calendars. <UiLink to="/account/upgrade">See the plans</UiLink>.
        </p>
      )}
      <DataTable<CalendarRow>
        data={Array.isArray(calendars.data) ? calendars.data : []}
        loading={calendars.loading}
        columns={COLUMNS}
        rowKey={(row) => row.calendar}
        rowLabel={(row) => row.name}
        actions={{
          custom: [
            { label: 'Copy iCal Link', icon: 'copy', action: (row) => copyLink(row, false) },
            { label: 'Copy webcal Link', icon: 'link', action: (row) => copyLink(row, true) },
          ],
        }}
      />
      {/* The list shows the new links once renewed: the paths hold the new ical_id. */}
      {!noCalendars(calendars) && <RenewLinks onRenewed={calendars.reload} />}
    </Card>
  );
}

/** How to subscribe by URL: only for a plan that has calendars to copy (walk of 2026-11-28). */
export function SubscribeHelp({ calendars }: { readonly calendars: Calendars }) {
  if (noCalendars(calendars)) return null;
  return (
    <Card title="Tutorials">
      <p>
        Most calendar apps can subscribe to a calendar by its URL: copy a link above, then use
        &quot;Add calendar from URL&quot; (for Google Calendar:{' '}
        <a
          href="https://calendar.google.com/calendar/r/settings/addbyurl"
          target="_blank"
          rel="noreferrer"
        >
          add a calendar by URL
        </a>
        ). The calendar refreshes on its own every few hours.
      </p>
    </Card>
  );
}
