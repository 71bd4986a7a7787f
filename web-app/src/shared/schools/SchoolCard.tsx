/**
 * "Your school" (issues 35, 43): the options where traditions part, saved for the signed-in user
 * (on /account, through the profile's save path) or for one of their people (`url` their record).
 */
import { Card, Form, type UiResponse } from '@tongshu/web-ui';
import { schoolFields } from './schoolFields';
import type { SchoolRecord } from './records';
import { useSchoolOptions } from './useSchoolOptions';

export function SchoolCard({
  title = 'Your school',
  record,
  url,
  onSaved,
}: {
  readonly title?: string;
  readonly record: SchoolRecord;
  /** PATCHed with the record's school fields. */
  readonly url: string;
  readonly onSaved: (response: UiResponse) => void;
}) {
  const options = useSchoolOptions();
  return (
    <Card title={title} loading={!options}>
      <p>
        Where traditions part, pick the one your books follow: it applies to the Bazi and luck
        pillars, the Bazi reading, personal items, the almanac page, Qi Men charts, the flying
        stars, date selection and feeds.
      </p>
      {options && (
        <Form
          fields={schoolFields(options, record)}
          method="PATCH"
          url={url}
          buttonText="Save School"
          onSuccess={onSaved}
        />
      )}
    </Card>
  );
}
