/**
 * The reading's "Elements" (五行) and "Day master strength" (issue 45): each by a named method,
 * its rule and its source shown, the counts and the three gains (三得) in a small table.
 */
import { STRENGTH_GAINS, strengthGains } from '@tongshu/data';
import { ScrollTable } from '@tongshu/web-ui';
import type { BaziReading } from '@tongshu/bff/api';
import { Term } from '../almanac/icons';

/** A method's name, rule and source, as the reading names them. */
type Named = Pick<BaziReading['elements'], 'method' | 'rule' | 'source'>;

function Method({ method }: { readonly method: Named }) {
  return (
    <>
      <p>
        Method: <code>{method.method}</code>. {method.rule}
      </p>
      <p className="note">Source: {method.source}.</p>
    </>
  );
}

export function ElementsTable({ reading }: { readonly reading: BaziReading }) {
  const { elements } = reading;
  return (
    <>
      <ScrollTable label="Elements" className="bazi-reading-table">
        <thead>
          <tr>
            <th scope="col">Element</th>
            <th scope="col">Weight</th>
          </tr>
        </thead>
        <tbody>
          {elements.counts.map((count) => (
            <tr key={count.element.zh}>
              <td>
                <Term en={count.element.en} zh={count.element.zh} />
              </td>
              <td>{count.count}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="note">Counted over the natal {elements.pillars.join(', ')} pillars.</p>
      <Method method={elements} />
    </>
  );
}

export function StrengthTable({ reading }: { readonly reading: BaziReading }) {
  const { strength } = reading;
  return (
    <>
      <p>
        <strong>
          <Term en={strength.name.en} zh={strength.name.zh} />
        </strong>{' '}
        (day master <Term en={strength.element.en} zh={strength.element.zh} />)
      </p>
      <ScrollTable label="Day master strength" className="bazi-reading-table">
        <thead>
          <tr>
            <th scope="col">Gain</th>
            <th scope="col">Holds</th>
          </tr>
        </thead>
        <tbody>
          {STRENGTH_GAINS.map(([zh, key]) => (
            <tr key={zh}>
              <td>
                <Term en={strengthGains[zh]?.en ?? zh} zh={zh} />
              </td>
              <td>{strength[key] ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Method method={strength} />
    </>
  );
}
