/** Chinese stems and branches in their elements' colours, as the Qi Men board draws them. */
import { elementColor } from '@tongshu/web-ui';
import { branches, stems } from '@tongshu/data';

const charElement = (ch: string) => stems[ch]?.element ?? branches[ch]?.element;

/** Chinese characters, each coloured by its element (stems and branches). */
export function Chars({ value }: { readonly value: string }) {
  return (
    <span className="qm-chars" lang="zh">
      {[...value].map((ch, i) => (
        <span key={i} style={{ color: elementColor(charElement(ch)) }}>
          {ch}
        </span>
      ))}
    </span>
  );
}
