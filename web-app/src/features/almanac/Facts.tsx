import type { ReactNode } from 'react';
import { tenGods } from '@tongshu/data';
import { TenGodIcon, Term } from '../../shared/almanac/icons';

/** A two-column table of label and value rows. */
export function Facts({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table className="facts">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A ten god with its icon, English and Chinese names; '-' when there is none. */
export const godTerm = (zh: string | undefined) =>
  zh ? <Term icon={<TenGodIcon zh={zh} />} en={tenGods[zh]?.en ?? zh} zh={zh} /> : '-';
