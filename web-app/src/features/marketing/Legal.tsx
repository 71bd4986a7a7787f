import { Card, PageHeader } from '@tongshu/web-ui';

const UPDATED = 'Last updated 1 November 2026';

function Privacy() {
  return (
    <>
      <h2>What we keep</h2>
      <p>
        Your name, email address and password (stored only as a one-way hash); the birth date, birth
        time and gender you give us to compute your day master and Bazi chart; your plan and billing
        status. Card details go straight to our payment provider and never reach our servers.
      </p>
      <h2>What we use it for</h2>
      <p>
        To run your account: personal almanac readings, charts and calendar feeds, sign-in and
        password emails, and billing. We count page views to improve the product. We do not sell
        your data or share it with advertisers.
      </p>
      <h2>Your calendar links</h2>
      <p>
        Your iCal links contain a private identifier. Anyone who has a link can read that calendar,
        so share it with care; you can ask us to replace it at any time.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We keep your sign-in in your browser&apos;s local storage and, when you arrive through a
        referral link, a <code>referral_code</code> cookie so your referrer is credited.
      </p>
      <h2>Your choices</h2>
      <p>
        You can correct your profile at any time and close your account from your profile page,
        which deletes your personal data. Write to us from the contact page with any request.
      </p>
    </>
  );
}

function Terms() {
  return (
    <>
      <h2>The service</h2>
      <p>
        Tongshu presents the traditional Chinese almanac, Qi Men Dun Jia, Bazi and related calendars
        in English. Readings follow traditional rules and translations from various masters; they
        are for reference and personal interest, not professional, legal, medical or financial
        advice.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password safe and your details accurate. Account owners are responsible for the
        users they invite.
      </p>
      <h2>Plans and billing</h2>
      <p>
        Paid plans renew each period until cancelled. You can change or cancel your plan from your
        account; access continues to the end of the period you paid for.
      </p>
      <h2>Fair use</h2>
      <p>
        Calendar feeds are for your own use and your clients&apos;. Do not resell them or load our
        servers with automated requests.
      </p>
      <h2>Changes</h2>
      <p>We may update these terms and will tell you by email before changes take effect.</p>
    </>
  );
}

/** /privacy and /terms. */
export default function Legal({ kind }: { readonly kind: 'privacy' | 'terms' }) {
  return (
    <div className="tsu-container page-section page-section--narrow">
      <PageHeader
        title={kind === 'privacy' ? 'Privacy Policy' : 'Terms of Service'}
        subtitle={UPDATED}
      />
      <Card className="prose">{kind === 'privacy' ? <Privacy /> : <Terms />}</Card>
    </div>
  );
}
