/** The almanac's recurring cells: suit and avoid lists, stems, branches and directions. */
import { BranchIcon, DirectionIcon, StemIcon, Term } from '../../shared/almanac/icons';
import { SUIT_JOIN } from '../../shared/almanac/logic';

/** A suit or avoid list, joined by a comma and a line break. */
export const Lines = ({ items }: { readonly items: readonly string[] }) => (
  <span className="lines">{items.length ? items.join(SUIT_JOIN) : '-'}</span>
);

/**
 * A suit or avoid list with each item's English beside its own Chinese, one item a line: two
 * lists side by side lost which English went with which Chinese once a phone stacked them.
 */
export function SuitList({
  zh,
  en,
}: {
  readonly zh: readonly string[];
  readonly en: readonly string[];
}) {
  const count = Math.max(zh.length, en.length);
  if (count === 0) return <>-</>;
  return (
    <ul className="suit-list">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Term en={en[i] ?? ''} zh={zh[i] ?? ''} />
        </li>
      ))}
    </ul>
  );
}

export const stemTerm = (zh: string, en: string) => (
  <Term icon={<StemIcon zh={zh} />} en={en} zh={zh} />
);
export const branchTerm = (zh: string, en: string) => (
  <Term icon={<BranchIcon zh={zh} />} en={en} zh={zh} />
);
export const directionTerm = (zh: string, en: string) =>
  zh ? <Term icon={<DirectionIcon zh={zh} />} en={en} zh={zh} /> : '-';
