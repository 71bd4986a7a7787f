import { Navigate } from 'react-router';
import {
  Button,
  Card,
  DataTable,
  Message,
  useNotification,
  useApi,
  PageHeader,
  Share,
} from '@tongshu/web-ui';
import { useSession } from '../../shared/session/SessionProvider';
import { referralLink } from '../../shared/almanac/logic';
import '../../shared/almanac/almanac.css';

interface BreakdownRow {
  readonly year: number;
  readonly month: number;
  readonly count: number;
  readonly [key: string]: unknown;
}

/** /referraldashboard (Referral List): the user's referral link and sign-ups per month. */
export default function ReferralDashboard() {
  const { user } = useSession();
  const notify = useNotification();
  const ready = Boolean(user?.dm && user.reference_code);
  const breakdown = useApi<BreakdownRow[]>(ready ? '/api/referral/breakdown' : null);
  if (!user) return null;
  if (!user.dm) return <Navigate to="/welcome" replace />;
  // Only users with a reference code have a referral page (spec section 6).
  if (!user.reference_code) return <Navigate to="/dashboard" replace />;
  const link = referralLink(window.location.origin, user.reference_code);

  const copyLink = () => {
    const done = () => notify.show('Referral Link Copied!', { type: 'success', autoclose: true });
    if (navigator.clipboard?.writeText) {
      navigator.clipboard
        .writeText(link)
        .then(done, () =>
          notify.show('Could not copy the link', { type: 'error', autoclose: true }),
        );
    }
  };

  return (
    <>
      <PageHeader title="Referral List" />
      <Message tone="info">Here is your REFERRAL Link. Copy the link and share it.</Message>
      <Card title="Your Referral Link">
        <div className="copy-box">
          <input
            className="tsu-input"
            readOnly
            value={link}
            aria-label="Referral link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon="copy" onClick={copyLink}>
            Copy Link
          </Button>
        </div>
        <Share url={link} text="The Chinese almanac in plain English: join me on Tongshu" />
      </Card>
      <Card title="Sign-ups">
        <DataTable<BreakdownRow>
          data={Array.isArray(breakdown.data) ? breakdown.data : []}
          loading={breakdown.loading}
          columns={[
            { key: 'year', label: 'YEAR', sortable: true },
            { key: 'month', label: 'MONTH', sortable: true },
            { key: 'count', label: 'TOTAL', sortable: true },
          ]}
          rowKey={(row) => `${row.year}-${row.month}`}
        />
      </Card>
    </>
  );
}
