/** English for a Qi Men chart: every Chinese term looked up in `@tongshu/data`. */
import {
  branches,
  doorInteractions,
  elements,
  qimenDeities,
  qimenDoors,
  qimenDunTypes,
  qimenStars,
  qimenYuans,
  stems,
  trigrams,
  type Glossary,
} from '@tongshu/data';
import type { QimenBoard, QimenChart } from '../qimen/chartTypes';
import { requireComplete, translateFields } from './translateFields';

/** Glossary by field name, palace fields by the part after `{palace}_` (`c_` the flying centre). */
const BOARD_FIELDS: Readonly<Record<string, Glossary>> = {
  envoy: qimenDoors,
  horse_star: branches,
  lead_star: qimenStars,
  lead_stem: stems,
  ju_type: qimenDunTypes,
  yuan: qimenYuans,
  void: branches,
  day_void: branches,
  door: qimenDoors,
  heaven_stem: stems,
  heaven_stem_hidden: stems,
  earth_stem: stems,
  earth_stem_hidden: stems,
  deity: qimenDeities,
  star: qimenStars,
  trigram: trigrams,
  element: elements,
  door_interaction: doorInteractions,
};

const PALACE_FIELD = /^(?:n|ne|e|se|s|sw|w|nw|c)_(.+)$/;

function glossaryFor(field: string): Glossary | undefined {
  return BOARD_FIELDS[PALACE_FIELD.exec(field)?.[1] ?? field];
}

function englishBoard(board: QimenBoard | undefined): QimenBoard | undefined {
  return board && requireComplete(translateFields(board, glossaryFor));
}

/**
 * The chart with every term in English (pillar names `gz_*` stay Chinese; formations carry their
 * own English names).
 * @throws Error naming the field and term if a term has no English entry.
 */
export function englishQimenChart(chart: QimenChart): QimenChart {
  const boards = {
    qm_day: englishBoard(chart.qm_day),
    qm_month: englishBoard(chart.qm_month),
    qm_year: englishBoard(chart.qm_year),
  };
  return {
    ...chart,
    ...Object.fromEntries(Object.entries(boards).filter(([, board]) => board !== undefined)),
  };
}
