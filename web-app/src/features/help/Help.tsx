import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Form, Message, useNotification, useUi, PageHeader } from '@tongshu/web-ui';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/session/SessionProvider';
import '../../shared/almanac/almanac.css';

/** /help (Get Help): support access saved on change, and a message to the support team. */
export default function Help() {
  const { user, update } = useSession();
  const notify = useNotification();
  const { onError } = useUi();
  const [saving, setSaving] = useState(false);
  // The answer being saved: shown at once, so the radio does not snap back until the server
  // answers; after the save (or its failure) the stored user's answer shows again.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (!user) return null;
  const support = choice ?? user.enable_support;

  const setSupport = async (enable: boolean) => {
    if (saving || enable === support) return;
    setChoice(enable);
    setSaving(true);
    try {
      const response = await api.patch('/api/user', { enable_support: enable });
      update({ enable_support: enable });
      // The server's own words say what the support team may now do.
      notify.show(
        response.message ?? (enable ? 'Support access enabled' : 'Support access disabled'),
        { type: 'success', autoclose: true },
      );
    } catch (error) {
      onError?.(error);
    } finally {
      setChoice(null);
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title="Get Help" />
      <Message tone="info" title="Need Help?">
        Tell us what you need and our support team will answer by email. Many questions are answered
        in the <Link to="/tutorials">video tutorials</Link>: a tour of Tongshu, adding your
        calendars to iOS, Android, Google or Outlook, and reading Tong Shu.
      </Message>
      <Card>
        <fieldset className="tsu-field" disabled={saving}>
          <legend className="tsu-field__label">Can our support team access your account?</legend>
          <div className="tutorials">
            {[
              { label: 'Yes', value: true },
              { label: 'No', value: false },
            ].map((option) => (
              <label key={option.label} className="term">
                <input
                  type="radio"
                  name="enable_support"
                  checked={support === option.value}
                  onChange={() => void setSupport(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card>
        <Form
          fields={{
            message: {
              type: 'textarea',
              label: 'What can we help with?',
              required: true,
              errorMessage: 'Please enter a message',
            },
          }}
          buttonText="Send Message"
          onSubmit={(body) =>
            api.post('/api/utility/mail', {
              email: user.email,
              name: user.name,
              template: 'help',
              message: body.message,
            })
          }
          onSuccess={() => notify.show('Message Sent', { type: 'success', autoclose: true })}
        />
      </Card>
    </>
  );
}
