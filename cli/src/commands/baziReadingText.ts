/**
 * The reading on a date as `tongshu bazi` prints it (issue 45): the pillars now (the luck pillar,
 * 流年 and 流月) in the natal table's columns, the interactions, the symbolic stars with their
 * pillar and book, the elements and the day master's strength, each method named with its rule.
 * Every Chinese term has its English beside it (`--lang en`); the text fits 80 columns.
 */
import {
  baziInteractions,
  baziStars,
  branches,
  elements,
  stems,
  strengthGains,
} from '@tongshu/data';
import type { BaziReading, FlowPillar, LuckPillar, ReadingSlot } from '@tongshu/engine';
import { renderTable } from '../format/table';
import { TERMINAL } from '../format/lines';
import { godGlossary, hiddenText, slotText, term } from './baziTerms';
import type { Language } from './day';

const TABLE = { maxColumnWidth: 42, width: TERMINAL } as const;

/** A pillar now: its name (and a luck pillar's number and age), stem over ten god, branch, hidden. */
function nowRow(slot: ReadingSlot, p: FlowPillar | LuckPillar, language: Language): string[] {
  const luck = 'index' in p ? p : null;
  const more = luck
    ? language === 'en'
      ? `\nno. ${luck.index}, from age ${luck.age}`
      : `\n第${luck.index}步 ${luck.age}岁起`
    : '';
  return [
    slotText(slot, language) + more,
    `${term(stems, p.stem, language)}\n${term(godGlossary, p.tenGod, language)}`,
    term(branches, p.branch, language),
    hiddenText(p.hiddenStems, language),
  ];
}

/** The luck pillar, 流年 and 流月 in force, in the natal table's columns. */
function nowTable(reading: BaziReading, language: Language): string {
  const en = language === 'en';
  const { luck, year, month } = reading.now;
  const luckRow = luck
    ? nowRow('luck', luck, language)
    : [slotText('luck', language), en ? 'not yet begun' : '未起运', '-', '-'];
  return renderTable(
    [
      en
        ? ['Pillar now', 'Stem: ten god', 'Branch', 'Hidden stems: ten gods']
        : ['岁运', '天干 十神', '地支', '藏干'],
      luckRow,
      nowRow('flowYear', year, language),
      nowRow('flowMonth', month, language),
    ],
    TABLE,
  );
}

const slotsText = (slots: readonly ReadingSlot[], language: Language) =>
  slots.map((slot) => slotText(slot, language)).join('\n');

function interactionsTable(reading: BaziReading, language: Language): string {
  const en = language === 'en';
  if (reading.interactions.length === 0) return en ? 'No interactions (无刑冲合会).' : '无刑冲合会';
  return renderTable(
    [
      en ? ['Kind', 'Pillars', 'Element'] : ['关系', '柱', '化气'],
      ...reading.interactions.map((item) => [
        term(baziInteractions, item.zh, language),
        slotsText(item.members, language),
        item.element ? term(elements, item.element, language) : '-',
      ]),
    ],
    TABLE,
  );
}

/** The stars a row each (star, the pillar it falls on, its anchors), then each star's book once. */
function starsText(reading: BaziReading, language: Language): string {
  const en = language === 'en';
  if (reading.stars.length === 0) return en ? 'No symbolic stars (无神煞).' : '无神煞';
  const table = renderTable(
    [
      en ? ['Star', 'On', 'Looked up from'] : ['神煞', '所在', '起自'],
      ...reading.stars.map((star) => [
        term(baziStars, star.zh, language),
        slotText(star.slot, language),
        slotsText(star.from, language),
      ]),
    ],
    TABLE,
  );
  const sources = new Map(reading.stars.map((star) => [star.zh, star.source]));
  const lines = [...sources].map(([zh, source]) => `${term(baziStars, zh, language)}: ${source}`);
  return [table, (en ? 'Sources:\n' : '出处：\n') + lines.join('\n')].join('\n\n');
}

/** "Wood (木) 1.3, Fire (火) 2.6 …" and the method's rule. */
function elementsText(reading: BaziReading, language: Language): string {
  const { counts, method, rule, source } = reading.elements;
  const list = Object.entries(counts)
    .map(([zh, count]) => `${term(elements, zh, language)} ${count}`)
    .join(language === 'en' ? ', ' : '，');
  if (language === 'zh') return `五行（${method}）：${list}`;
  return [
    `Elements (五行) by the ${method} method: ${list}`,
    `Rule: ${rule}`,
    `Source: ${source}`,
  ].join('\n');
}

function strengthText(reading: BaziReading, language: Language): string {
  const s = reading.strength;
  const gains: [string, boolean][] = [
    ['得令', s.season],
    ['得地', s.root],
    ['得势', s.support],
  ];
  if (language === 'zh')
    return `日主${s.element}，${s.zh}（${s.method}）：${gains.map(([zh, held]) => `${zh}${held ? '是' : '否'}`).join('，')}`;
  const held = gains
    .map(([zh, yes]) => `${term(strengthGains, zh, language)} ${yes ? 'yes' : 'no'}`)
    .join(', ');
  return [
    `Day master strength by the ${s.method} method: ${s.en} (${s.zh}); ${held}`,
    `Rule: ${s.rule}`,
    `Source: ${s.source}`,
  ].join('\n');
}

/** The reading as text: a block a section, each under its heading. */
export function formatReading(reading: BaziReading, zone: string, language: Language): string {
  const en = language === 'en';
  return [
    en
      ? `Now (岁运): the pillars in force on ${reading.on} at 12:00 on the clock of ${zone}`
      : `${reading.on} 12:00（${zone}）岁运`,
    nowTable(reading, language),
    en ? 'Interactions (刑冲合会), natal and with the pillars now' : '刑冲合会',
    interactionsTable(reading, language),
    en ? 'Symbolic stars (神煞)' : '神煞',
    starsText(reading, language),
    elementsText(reading, language),
    strengthText(reading, language),
  ].join('\n\n');
}
