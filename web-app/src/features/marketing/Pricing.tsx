import { PageHeader, UiLink } from '@tongshu/web-ui';
import { PricePlans } from './PricePlans';
import { TEAM_ONLY_NOTE } from '../../shared/lib/plans';

export default function Pricing() {
  return (
    <div className="tsu-container page-section">
      <PageHeader
        title="Pricing"
        subtitle="Every plan includes the online Tong Shu reference and your personalised data. Paid plans add calendar feeds."
      />
      <PricePlans headingLevel={2} />
      <div className="faq">
        <h2>Questions</h2>
        <h3>Can I change plans later?</h3>
        <p>Yes. Upgrade or downgrade from your account at any time; changes apply straight away.</p>
        <h3>Which calendar apps work?</h3>
        <p>
          Any app that can subscribe to an iCal link: Google Calendar, Outlook, Apple Calendar and
          Yahoo.
        </p>
        <h3>Who can use the Qi Men charts and the three victory days?</h3>
        <p>
          {TEAM_ONLY_NOTE} Any plan can have them opened:{' '}
          <UiLink to="/contact">ask for access</UiLink> (signed in, from the Help page).
        </p>
        <h3>Whose translations are these?</h3>
        <p>
          The English terms come from the teachings of various masters, collected and kept
          consistent across the product.
        </p>
      </div>
    </div>
  );
}
