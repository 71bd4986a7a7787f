/** The almanac's recurring cells: suit and avoid lists, stems, branches and directions. */
import { BranchIcon, DirectionIcon, StemIcon, Term } from '../../shared/almanac/icons';
import { SUIT_JOIN } from '../../shared/almanac/logic';

/** A suit or avoid list, joined by a comma and a line break. */
export const Lines = ({ items }: { readonly items: readonly string[] }) => (
  <span className="lines">{items.length ? items.join(SUIT_JOIN) : '-'}</span>
);

export const stemTerm = (zh: string, en: string) => (
  <Term icon={<StemIcon zh={zh} />} en={en} zh={zh} />
);
export const branchTerm = (zh: string, en: string) => (
  <Term icon={<BranchIcon zh={zh} />} en={en} zh={zh} />
);
export const directionTerm = (zh: string, en: string) =>
  zh ? <Term icon={<DirectionIcon zh={zh} />} en={en} zh={zh} /> : '-';
