/**
 * /missioncontrol/feedback: the three bands (spec section 2: positive, neutral, negative) with
 * their counts and shares, and every item with its author, searchable, sortable and deletable.
 */
import {
  Badge,
  Card,
  DataTable,
  Modal,
  PageHeader,
  StatCard,
  useApi,
  useDialog,
  type Column,
  type IconName,
  type Tone,
  formatStamp,
  stampColumn,
  browserZone,
} from '@tongshu/web-ui';
import { gridOf, percent } from '../format';
import type { FeedbackMetrics, FeedbackRow, Rating } from '../types';

interface Band {
  readonly label: string;
  readonly tone: Tone;
  readonly icon: IconName;
}

export const BANDS: Readonly<Record<Rating, Band>> = {
  positive: { label: 'Positive', tone: 'success', icon: 'heart' },
  neutral: { label: 'Neutral', tone: 'info', icon: 'info' },
  negative: { label: 'Negative', tone: 'error', icon: 'alert' },
};

const RATINGS: readonly Rating[] = ['positive', 'neutral', 'negative'];

/** The kit's jade, gold and almanac red: good, so-so and bad at a glance. */
export const RATING_COLORS: readonly string[] = [
  'var(--tsu-color-success)',
  'var(--tsu-color-warning)',
  'var(--tsu-color-error)',
];

/** A rating the bff does not know yet still shows, as neutral. */
const bandOf = (rating: Rating): Band => BANDS[rating] ?? BANDS.neutral;

/** The columns, times on the operator browser's clock (`zone`, named in the header). */
const columnsOn = (zone: string): readonly Column<FeedbackRow>[] => [
  stampColumn('date_created', 'Date', zone),
  {
    key: 'rating',
    label: 'Rating',
    render: (row) => <Badge tone={bandOf(row.rating).tone}>{bandOf(row.rating).label}</Badge>,
  },
  { key: 'comment', label: 'Comment', render: (row) => row.comment ?? '' },
  {
    key: 'email',
    label: 'From',
    render: (row) => (row.email ? `${row.name ?? ''} <${row.email}>` : 'Deleted user'),
  },
];

export default function Feedback() {
  const metrics = useApi<FeedbackMetrics>('/api/feedback/metrics');
  const items = useApi<FeedbackRow[]>('/api/feedback');
  // The operator's own browser clock (issue 42), not the zone stored on their user.
  const zone = browserZone();
  const total = metrics.data?.total ?? 0;

  const reload = () => {
    metrics.reload();
    items.reload();
  };
  const { dialog: deleting, open, cancel, done } = useDialog<FeedbackRow>(reload);

  return (
    <>
      <PageHeader title="Feedback" subtitle="What users tell us through the heart button" />
      <div className="tsu-grid" style={gridOf('12rem')}>
        {RATINGS.map((rating) => (
          <StatCard
            key={rating}
            label={BANDS[rating].label}
            icon={BANDS[rating].icon}
            value={metrics.data?.[rating] ?? 0}
            detail={`${percent(metrics.data?.[rating] ?? 0, total)}% of ${total}`}
            loading={metrics.loading}
          />
        ))}
      </div>
      <Card title="All Feedback">
        <DataTable<FeedbackRow>
          data={items.data ?? []}
          loading={items.loading}
          columns={columnsOn(zone)}
          search
          caption="Feedback, newest first"
          rowKey={(row) => row.id}
          rowLabel={(row) =>
            `${bandOf(row.rating).label} feedback of ${formatStamp(row.date_created, zone)}`
          }
          actions={{ delete: open }}
        />
      </Card>
      {deleting && (
        <Modal
          open
          title="Delete Feedback"
          text={`Delete this ${bandOf(deleting.rating).label.toLowerCase()} feedback${deleting.comment ? `: "${deleting.comment}"` : ''}?`}
          form={{}}
          url={`/api/feedback/${encodeURIComponent(deleting.id)}`}
          method="DELETE"
          buttonText="Delete"
          destructive
          onCancel={cancel}
          onClose={done('Feedback deleted')}
        />
      )}
    </>
  );
}
