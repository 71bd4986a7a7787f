/**
 * /missioncontrol/dashboard: the account tiles (spec section 2: totalAccounts, activeAccounts,
 * churnedAccounts), the growth series and a feedback summary. The spec shows no layout; what each
 * number counts is in docs/operator.md.
 */
import { Card, Chart, PageHeader, StatCard, UiLink, useApi, type ChartData } from '@tongshu/web-ui';
import { gridOf, monthLabel, percent } from '../format';
import { RATING_COLORS } from './Feedback';
import type { AccountMetrics, FeedbackMetrics, GrowthPoint, PageViewReport } from '../types';

export function growthChart(points: readonly GrowthPoint[]): ChartData {
  return {
    labels: points.map((point) => monthLabel(point.month)),
    datasets: [
      { label: 'Total accounts', data: points.map((point) => point.totalAccounts) },
      { label: 'New accounts', data: points.map((point) => point.newAccounts) },
    ],
  };
}

/** Page views per day, signed in and signed out, for the last 30 days. */
export function pageViewChart(report: PageViewReport | undefined): ChartData {
  const days = report?.days ?? [];
  return {
    labels: days.map((day) => day.day.slice(5)),
    datasets: [
      { label: 'Signed in', data: days.map((day) => day.signed_in) },
      { label: 'Signed out', data: days.map((day) => day.signed_out) },
    ],
  };
}

export default function Dashboard({ basePath }: { readonly basePath: string }) {
  const metrics = useApi<AccountMetrics>('/api/metrics/accounts');
  const views = useApi<PageViewReport>('/api/master/analytics?days=30');
  const growth = useApi<GrowthPoint[]>('/api/metrics/accounts/growth');
  const feedback = useApi<FeedbackMetrics>('/api/feedback/metrics');
  const total = metrics.data?.totalAccounts ?? 0;

  return (
    <>
      <PageHeader title="Mission Control" subtitle="Customer accounts, growth and feedback" />
      <div className="tsu-grid" style={gridOf('14rem')}>
        <StatCard
          label="Total Accounts"
          icon="layers"
          value={total}
          detail="Customer accounts, operators excluded"
          loading={metrics.loading}
        />
        <StatCard
          label="Active Accounts"
          icon="check"
          value={metrics.data?.activeAccounts ?? 0}
          detail={`${percent(metrics.data?.activeAccounts ?? 0, total)}% active or trialing`}
          loading={metrics.loading}
        />
        <StatCard
          label="Churned Accounts"
          icon="x"
          value={metrics.data?.churnedAccounts ?? 0}
          detail={`${percent(metrics.data?.churnedAccounts ?? 0, total)}% cancelled or lapsed`}
          loading={metrics.loading}
        />
      </div>
      <div className="tsu-grid" style={gridOf('20rem')}>
        <Card title="Account Growth" loading={growth.loading}>
          <Chart type="line" title="Accounts per month" data={growthChart(growth.data ?? [])} />
        </Card>
        <Card
          title="Feedback"
          loading={feedback.loading}
          actions={<UiLink to={`${basePath}/feedback`}>Open feedback</UiLink>}
        >
          <Chart
            type="donut"
            colors={RATING_COLORS}
            title="Feedback by rating"
            data={{
              labels: ['Positive', 'Neutral', 'Negative'],
              datasets: [
                {
                  label: 'Feedback',
                  data: [
                    feedback.data?.positive ?? 0,
                    feedback.data?.neutral ?? 0,
                    feedback.data?.negative ?? 0,
                  ],
                },
              ],
            }}
          />
        </Card>
        <Card title="Page Views" loading={views.loading}>
          <Chart
            type="bar"
            title="Page views per day, last 30 days"
            data={pageViewChart(views.data)}
          />
          {views.data && views.data.routes.length > 0 && (
            <p className="tsu-chart__note">
              Most viewed:{' '}
              {views.data.routes
                .slice(0, 3)
                .map((r) => `${r.route} (${r.count})`)
                .join(', ')}
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
