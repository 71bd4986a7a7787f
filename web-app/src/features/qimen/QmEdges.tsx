/**
 * The Qi Men board's edges: the twelve branches around the palaces, each with its animal in
 * English (written downwards on the sides, to fit a phone), and the voids marked on them.
 */
import type { CSSProperties } from 'react';
import { elementColor } from '@tongshu/web-ui';
import { branches } from '@tongshu/data';
import type { ChartKind } from '../../shared/almanac/logic';
import type { QmBoard } from '../../shared/almanac/types';
import { Chars } from './Chars';

/** Branches on the board's outer edges. */
export const EDGES = {
  top: ['巳', '午', '未'],
  bottom: ['丑', '子', '亥'],
  left: ['辰', '卯', '寅'],
  right: ['申', '酉', '戌'],
} as const;

/** A void the board marks on its edges: whose it is, its mark and its two branches. */
export interface VoidMark {
  /** "Hour void", "Day void", ...: the pillar whose 空亡 it is. */
  readonly label: string;
  readonly mark: string;
  readonly branches: readonly string[];
}

const KIND_NAMES: Readonly<Record<ChartKind, string>> = {
  hour: 'Hour',
  day: 'Day',
  month: 'Month',
  year: 'Year',
};

const branchList = (value: unknown): readonly string[] =>
  (Array.isArray(value) ? value : []) as readonly string[];

/**
 * The voids a board marks (issue 42): its own pillar's (`void`: the hour's on an hour chart),
 * and on an hour chart also the day's (`day_void`), each labelled with its pillar.
 */
export function voidsOf(kind: ChartKind, board: QmBoard): readonly VoidMark[] {
  const own = { label: `${KIND_NAMES[kind]} void`, mark: '○', branches: branchList(board.void) };
  const day = { label: 'Day void', mark: '◇', branches: branchList(board.day_void) };
  return [own, ...(kind === 'hour' ? [day] : [])].filter((mark) => mark.branches.length > 0);
}

export function Edge({
  chars,
  voids,
  side,
  style,
}: {
  readonly chars: readonly string[];
  readonly voids: readonly VoidMark[];
  readonly side: boolean;
  readonly style: CSSProperties;
}) {
  return (
    <div className={`qm-edge${side ? ' qm-edge--side' : ''}`} style={style}>
      {chars.map((ch) => (
        <span key={ch} className="qm-edge__branch">
          <span lang="zh" style={{ color: elementColor(branches[ch]?.element) }}>
            {ch}
          </span>{' '}
          <span className="qm-edge__en">{branches[ch]?.en}</span>
          {voids
            .filter((mark) => mark.branches.includes(ch))
            .map((mark) => (
              // Its name is text, not a label: the hour select's "Hour" must stay the only one.
              <span key={mark.label} className="qm-edge__void" title={mark.label}>
                <span aria-hidden="true">{mark.mark}</span>
                <span className="tsu-visually-hidden"> {mark.label}</span>
              </span>
            ))}
        </span>
      ))}
    </div>
  );
}

/** The board's key to its void marks, each with its branches in Chinese and English. */
export function VoidKey({ voids }: { readonly voids: readonly VoidMark[] }) {
  if (voids.length === 0) return null;
  return (
    <ul className="qm-voids" aria-label="Voids (空亡)">
      {voids.map((mark) => (
        <li key={mark.label}>
          <span aria-hidden="true">{mark.mark}</span> {mark.label} (<span lang="zh">空亡</span>):{' '}
          <Chars value={mark.branches.join('')} />{' '}
          <span className="muted">
            {mark.branches.map((ch) => branches[ch]?.en ?? ch).join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
