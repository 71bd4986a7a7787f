import { Button, Card, Form, Message, useNotification, type UiResponse } from '@tongshu/web-ui';
import type { NewApiKey } from '@tongshu/bff/api';

/** The form that makes a key: a name to know it by. */
export function NewKeyForm({ onCreated }: { readonly onCreated: (response: UiResponse) => void }) {
  return (
    <Card title="Create a Key">
      <p className="note">Name it after the tool or site that will use it.</p>
      <Form
        fields={{
          name: {
            type: 'text',
            label: 'Name',
            required: true,
            max: 100,
            placeholder: 'Booking site',
            errorMessage: 'Please enter a name for the key (up to 100 characters)',
          },
        }}
        method="POST"
        url="/api/account/keys"
        buttonText="Create Key"
        aria-label="Create an API key"
        onSuccess={(response) => onCreated(response)}
      />
    </Card>
  );
}

/** The new key, this once: copy it now, for it is kept only as a hash. */
export function ShownKey({
  created,
  onDismiss,
}: {
  readonly created: NewApiKey;
  readonly onDismiss: () => void;
}) {
  const notify = useNotification();
  const copy = () => {
    navigator.clipboard?.writeText(created.key).then(
      () => notify.show('API key copied', { type: 'success', autoclose: true }),
      () => notify.show('Could not copy the key: select it and copy it', { type: 'error' }),
    );
  };
  return (
    <Message
      tone="success"
      title={`Your new key: ${created.name}`}
      onClose={onDismiss}
      action={
        <Button icon="copy" onClick={copy}>
          Copy Key
        </Button>
      }
    >
      <p>
        <strong>Copy it now: it will not be shown again.</strong> Tongshu keeps only a fingerprint
        of it, so a lost key cannot be shown later; revoke it and create another.
      </p>
      <input
        className="tsu-input api-keys__key"
        readOnly
        value={created.key}
        aria-label="Your new API key"
        onFocus={(event) => event.currentTarget.select()}
      />
    </Message>
  );
}
