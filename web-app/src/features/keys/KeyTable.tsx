import { useState } from 'react';
import { Button, formatStamp, Modal, ScrollTable, TableHead, useViewerZone } from '@tongshu/web-ui';
import type { ApiKeyRecord } from '@tongshu/bff/api';

/** The account's keys: never the key, its first characters to tell them apart; Revoke asks first. */
export function KeyTable({
  keys,
  onRevoke,
}: {
  readonly keys: readonly ApiKeyRecord[];
  readonly onRevoke: (key: ApiKeyRecord) => void;
}) {
  // Times on the user's own clock, which the headers name.
  const zone = useViewerZone();
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  if (keys.length === 0) return <p>This account has no API keys. Create one below.</p>;
  return (
    <>
      <ScrollTable label="Your account's API keys">
        <TableHead
          labels={['Name', 'Key', `Created (${zone})`, `Last used (${zone})`, 'Uses']}
          actions
        />
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">
                {key.name}
                <span className="note api-keys__creator"> by {key.creator}</span>
              </th>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{formatStamp(key.created_at, zone)}</td>
              <td>{key.last_used_at ? formatStamp(key.last_used_at, zone) : 'Never'}</td>
              <td>{key.use_count}</td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => setRevoking(key)}>
                  Revoke<span className="tsu-visually-hidden"> {key.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Modal
        open={revoking !== null}
        title="Revoke API Key"
        text={
          revoking
            ? `Revoke ${revoking.name} (${revoking.prefix}…)? Every tool that uses it is refused from now on. This cannot be undone.`
            : undefined
        }
        buttonText="Revoke"
        destructive
        onCancel={() => setRevoking(null)}
        onClose={() => {
          if (revoking) onRevoke(revoking);
          setRevoking(null);
        }}
      />
    </>
  );
}
