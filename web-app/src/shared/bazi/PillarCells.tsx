/**
 * The cells a pillar shows in the /account tables: stem, branch and hidden stems with ten gods,
 * every ten god with its Chinese ("Friend (比肩)", as the PDF report writes a hidden stem's).
 */
import '../almanac/almanac.css';
import './reading.css';
import { branches, stems, tenGods } from '@tongshu/data';
import { BranchIcon, StemIcon, TenGodIcon, Term } from '../almanac/icons';
import type { ChartPillar } from './chart';

/** The day stem is the day master itself, not a ten god of it. */
const DAY_MASTER = '日主';

export function TenGodCell({ zh }: { readonly zh: string }) {
  if (zh === DAY_MASTER) return <Term en="Day Master" zh={zh} />;
  return <Term icon={<TenGodIcon zh={zh} />} en={tenGods[zh]?.en ?? zh} zh={zh} />;
}

export function StemCell({ zh }: { readonly zh: string }) {
  return <Term icon={<StemIcon zh={zh} />} en={stems[zh]?.en ?? zh} zh={zh} />;
}

/** A branch with its animal; a void (空亡) branch says so in words and with ○. */
export function BranchCell({
  zh,
  isVoid = false,
}: {
  readonly zh: string;
  readonly isVoid?: boolean;
}) {
  const term = branches[zh];
  const en = term ? `${term.element} ${term.en}` : zh;
  return (
    <span className="bazi-branch">
      <Term icon={<BranchIcon zh={zh} />} en={en} zh={zh} />
      {isVoid && (
        <span className="bazi-void" title="Void (empty position, 空亡)">
          <span aria-hidden="true">○</span> Void
        </span>
      )}
    </span>
  );
}

export function HiddenStemsCell({ pillar }: { readonly pillar: ChartPillar }) {
  return (
    <ul className="plain-list">
      {pillar.hiddenStems.map((hidden) => (
        <li key={hidden.stem} className="stem-god">
          <StemCell zh={hidden.stem} />
          <span className="muted">
            {tenGods[hidden.tenGod]?.en ?? hidden.tenGod}{' '}
            <span className="bazi-god-zh">
              (<span lang="zh">{hidden.tenGod}</span>)
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
