/**
 * "Report (PDF)": a person's client report (issue 45), the bff's PDF of their chart, luck, the
 * year now, kept days and home, downloaded under the name the bff gives it. `me` for the user's own.
 */
import { useState } from 'react';
import { Button, useUi } from '@tongshu/web-ui';
import { downloadFile } from '../api/downloadFile';

export function ReportButton({ person, name }: { readonly person: string; readonly name: string }) {
  const { onError } = useUi();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    // The bff names the file after the person (`li-wei-report.pdf`).
    downloadFile(`/api/people/${encodeURIComponent(person)}/report.pdf`, {
      filename: 'bazi-report.pdf',
      answerFirst: true,
    })
      .catch((error: unknown) => onError?.(error))
      .finally(() => setBusy(false));
  };
  return (
    <p>
      <Button variant="secondary" onClick={download} loading={busy}>
        Report (PDF)<span className="tsu-visually-hidden"> of {name}</span>
      </Button>
    </p>
  );
}
