import { useState } from 'react';
import { Button, Card, Form, Icon, Message, PageHeader } from '@tongshu/web-ui';
import { nameEmailFields } from '../../shared/lib/nameEmailFields';

/** /contact (spec sections 2 and 5): the contact form, then a 'Message Sent' view. */
export default function Contact() {
  const [sent, setSent] = useState(false);
  return (
    <div className="tsu-container page-section page-section--narrow">
      <PageHeader
        title="Contact Us"
        subtitle="Questions about the almanac, your account or a plan? We answer every message."
      />
      <Card>
        {sent ? (
          <div className="sent">
            <span className="sent__icon">
              <Icon name="success" size={36} />
            </span>
            <h2>Message Sent</h2>
            <p>Thank you for writing. We will reply to your email address soon.</p>
            <Button variant="secondary" onClick={() => setSent(false)}>
              Send another message
            </Button>
          </div>
        ) : (
          <>
            <Message tone="info">Signed-in users can also ask from the Help page.</Message>
            <Form
              columns={2}
              fields={{
                ...nameEmailFields('Your Name'),
                message: {
                  type: 'textarea',
                  label: 'Message',
                  required: true,
                  errorMessage: 'Please enter a message',
                },
              }}
              url="/api/utility/mail"
              buttonText="Send Message"
              onSuccess={() => setSent(true)}
            />
          </>
        )}
      </Card>
    </div>
  );
}
