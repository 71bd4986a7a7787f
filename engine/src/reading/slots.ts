/**
 * The pillars a reading relates, by index (甲 = 0, 子 = 0), in the order a reading lists them:
 * the natal four in chart order, then the luck pillar, 流年 and 流月.
 */
import { mod } from '../sexagenary/cycle';
import type { ReadingSlot } from './types';

export interface SlotPillar {
  readonly slot: ReadingSlot;
  readonly stem: number;
  readonly branch: number;
}

export const NATAL_SLOTS: readonly ReadingSlot[] = ['year', 'month', 'day', 'hour'];

export const isNatal = (slot: ReadingSlot): boolean => NATAL_SLOTS.includes(slot);

/** The five elements in Chinese, in the producing order (木 produces 火 ...). */
export const ELEMENTS = ['木', '火', '土', '金', '水'] as const;

/** The element of a stem: 甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水. */
export const stemElement = (stem: number): string =>
  ELEMENTS[Math.floor(mod(stem, 10) / 2)] as string;

/** The element `element` produces (木 -> 火). */
export const produced = (element: string): string =>
  ELEMENTS[mod(ELEMENTS.indexOf(element as never) + 1, 5)] as string;
