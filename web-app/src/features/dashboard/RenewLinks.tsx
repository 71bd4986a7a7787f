/**
 * Renewing the calendar links (POST /api/calendars/rotate): a new ical_id, after which every link
 * shared before answers 404 (docs/security.md: a feed link is not a session, it works for
 * whoever has it until its owner renews it). Asks first, since every calendar app subscribed
 * to the old links stops getting days.
 */
import { useState } from 'react';
import { Button, Modal, useNotification, type UiResponse } from '@tongshu/web-ui';
import './renewLinks.css';

export const RENEW_WARNING =
  'Renew your calendar links? Every calendar app that has one of your current links stops getting new days; add the new links to it again.';

export function RenewLinks({ onRenewed }: { readonly onRenewed: () => void }) {
  const [asking, setAsking] = useState(false);
  const notify = useNotification();
  const renewed = (response?: UiResponse) => {
    setAsking(false);
    if (response?.message) notify.show(response.message, { type: 'success', autoclose: true });
    onRenewed();
  };
  return (
    <div className="calendars__renew">
      <p className="note">
        A calendar link works for whoever has it. If one was shared by mistake, renew your links:
        the old ones stop working at once.
      </p>
      <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
        Renew links
      </Button>
      <Modal
        open={asking}
        title="Renew Calendar Links"
        text={RENEW_WARNING}
        form={{}}
        method="POST"
        url="/api/calendars/rotate"
        buttonText="Renew links"
        onCancel={() => setAsking(false)}
        onClose={renewed}
        destructive
      />
    </div>
  );
}
