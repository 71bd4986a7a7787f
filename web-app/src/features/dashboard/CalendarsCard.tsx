/** The dashboard's Available Calendars: each iCal calendar with its two copy-link actions. */
import { Card, DataTable, useNotification, type ApiState, type Column } from '@tongshu/web-ui';
import { calendarLink, copy, type CalendarRow } from '../../shared/almanac/calendars';

const COLUMNS: Column<CalendarRow>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'description', label: 'Description' },
];

export function CalendarsCard({
  calendars,
}: {
  readonly calendars: Pick<ApiState<CalendarRow[]>, 'data' | 'loading'>;
}) {
  const notify = useNotification();
  const copyLink = (row: CalendarRow, webcal: boolean) => {
    copy(calendarLink(row, webcal)).then(
      () => notify.show(`iCal Link for ${row.name} Copied!`, { type: 'success', autoclose: true }),
      () => notify.show('Could not copy the link', { type: 'error', autoclose: true }),
    );
  };
  return (
    <Card title="Available Calendars">
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
    </Card>
  );
}
