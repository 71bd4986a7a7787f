/**
 * "Where schools differ" (issue 35): what changes, for a birth, a day or a Qi Men chart, from
 * school to school (`GET /api/schools/{bazi|day|qimen}`), each difference as a small table of the
 * schools' values (the one in force first, marked "yours"), why, and the source. A table a
 * difference keeps each readable at 375 px; ScrollTable scrolls a long value inside itself.
 */
import { Card, ScrollTable, useApi } from '@tongshu/web-ui';
import type { SchoolDifference, SchoolDifferences as Differences } from '@tongshu/bff/api';
import { useSchoolOptions } from './useSchoolOptions';
import './schools.css';

function DifferenceTable({
  difference,
  option,
  marker,
}: {
  readonly difference: SchoolDifference;
  /** What the first row is: the user's school, or the chart a page's switches drew. */
  readonly marker: string;
  /** The option's words, e.g. "Qi Men ju (定局)": one field can differ under two options. */
  readonly option: string;
}) {
  return (
    <section className="schools-diff" aria-label={difference.field}>
      <h3 className="schools-diff__field">{difference.field}</h3>
      <ScrollTable label={`${difference.field} by school`}>
        <thead>
          <tr>
            <th scope="col">{option}</th>
            <th scope="col">{difference.field}</th>
          </tr>
        </thead>
        <tbody>
          {difference.values.map((value, index) => (
            <tr key={value.school}>
              <th scope="row">
                {value.label}
                {index === 0 && <strong className="schools-diff__yours"> ({marker})</strong>}
              </th>
              <td>{value.value}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p>{difference.why}</p>
      <p className="note">Source: {difference.source}</p>
    </section>
  );
}

/**
 * `url`: one of the schools URLs, or null while the page has nothing to compare yet; `marker`
 * names the first row (the school in force): "yours", or "shown" where switches chose another.
 */
export function SchoolDifferences({
  url,
  marker = 'yours',
}: {
  readonly url: string | null;
  readonly marker?: string;
}) {
  const { data, loading } = useApi<Differences>(url);
  const options = useSchoolOptions();
  if (url === null) return null;
  const differences = data?.differences ?? [];
  return (
    <Card title="Where schools differ" loading={loading}>
      {differences.length === 0 ? (
        <p>Every school agrees here.</p>
      ) : (
        differences.map((difference) => (
          <DifferenceTable
            key={`${difference.option} ${difference.field}`}
            difference={difference}
            marker={marker}
            option={
              options
                ? `${options[difference.option].label} (${options[difference.option].zh})`
                : 'School'
            }
          />
        ))
      )}
    </Card>
  );
}
