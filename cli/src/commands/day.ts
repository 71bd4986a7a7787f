/** `tongshu day [date]`: the Tong Shu day as readable tables, or the API's JSON. */
import { withExamples } from './examples';
import { Command, Option } from 'commander';
import { birthOf, withBirthOptions, type BirthZoneOptions } from './birthOptions';
import { directions, hexagrams, tenGods, weekdays } from '@tongshu/data';
import {
  almanacDay,
  civilDateAt,
  dateIn,
  englishAlmanacDay,
  hourSlotsOf,
  parseCivilDate,
  parseZone,
  personalAlmanacDay,
  slotOnClock,
  type AlmanacDay,
  type CivilDate,
  type PersonalDayFields,
  type PersonalItem,
  type Ts,
  type Zone,
} from '@tongshu/engine';
import { renderTable } from '../format/table';
import { ordinal } from '../format/ordinal';
import { chinaTimeOn, instantOn } from '../format/clock';
import { fitLines, TERMINAL } from '../format/lines';

export type Language = 'en' | 'zh';

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '-');
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

function heading(ts: Ts, zh: Ts, zone: Zone): string {
  const weekday = Object.values(weekdays).find((w) => w.day === ts.day_no)?.en ?? '';
  const leap = ts.lmonth_leap ? 'leap ' : '';
  return [
    `${weekday} ${ts.date}  ·  ${ts.jie_qi_current} (${zh.jie_qi_current})`,
    `Lunar: ${ordinal(ts.lday)} day of the ${leap}${ordinal(ts.lmonth)} month, year ${zh.lunar_year_gan}${zh.lunar_year_zhi} (${ts.lunar_year_gan} ${ts.lunar_year_zhi})`,
    `Times on the clock of ${zone.name}`,
  ].join('\n');
}

/** The phase names the moon, as on the web page and in the feeds; the day's own name follows. */
function moonText(ts: Ts): string {
  return ts.yue_xiang === ts.yue_xiang_phase
    ? ts.yue_xiang_phase
    : `${ts.yue_xiang_phase} (${ts.yue_xiang})`;
}

function pillarsTable(ts: Ts): string {
  return renderTable([
    ['Pillar', 'Stem', 'Branch'],
    ['Year', ts.year_gan, ts.year_zhi],
    ['Month', ts.month_gan, ts.month_zhi],
    ['Day', ts.day_gan, ts.day_zhi],
  ]);
}

function dayTable(ts: Ts, zone: Zone): string {
  const hexagram = hexagrams[ts.day_hexagram];
  return renderTable(
    [
      ['Field', 'Value'],
      ['Day officer', ts.zhi_xing],
      ['Belt god', `${ts.day_tian_shen} (${ts.day_tian_shen_type}, ${ts.day_tian_shen_luck})`],
      [
        '28 Constellation',
        `${ts.constellation_28_xiu} (${ts.constellation_28_xiu_animal}, ${ts.constellation_28_xiu_luck})`,
      ],
      ['Day luminary', ts.qi_zheng],
      ['NaYin', ts.day_na_yin],
      ['Clash (Today Breaker)', `${ts.day_chong_gan} ${ts.day_chong}`],
      ['Halting direction', ts.day_sha],
      ['Void branches', list(ts.day_xun_kong)],
      ['Month breaker / Year breaker', `${yesNo(ts.month_breaker)} / ${yesNo(ts.year_breaker)}`],
      ['Hexagram', hexagram ? `${hexagram.en} (${hexagram.zh}, ${ts.day_hexagram})` : '-'],
      ['Good stars', list(ts.day_ji_shen)],
      ['Bad stars', list(ts.day_xiong_sha)],
      // The instant on a line of its own, so the offset is never wrapped away from its time.
      ['Solar term', `${ts.jie_qi_current}\nsince ${chinaTimeOn(zone, ts.jie_qi_current_time)}`],
      ['Next solar term', `${ts.next_jie_qi}\nat ${chinaTimeOn(zone, ts.next_jie_qi_time)}`],
      ['Moon', moonText(ts)],
      ['4 Palaces / 4 Heavenly Animals', `${ts.four_gong} / ${ts.four_shou}`],
      ['Tai position (day / month)', `${ts.day_position_tai} / ${ts.month_position_tai}`],
      ['Peng Zu (stem)', ts.peng_zu_gan],
      ['Peng Zu (branch)', ts.peng_zu_zhi],
    ],
    { maxColumnWidth: 70, width: TERMINAL },
  );
}

function suitAvoidTable(ts: Ts): string {
  return renderTable(
    [
      ['Suit', 'Avoid'],
      [list(ts.day_yi), list(ts.day_ji)],
    ],
    { maxColumnWidth: 50, width: TERMINAL },
  );
}

function directionsTable(ts: Ts): string {
  return renderTable([
    ['Direction', 'Where'],
    ['Yang Noble', ts.day_position_yang_gui_desc],
    ['Yin Noble', ts.day_position_yin_gui_desc],
    ['Happiness', ts.day_position_xi_desc],
    ['Fortune', ts.day_position_fu_desc],
    ['Wealth', ts.day_position_cai_desc],
    ['NaYin Life Door', ts.nan_yin_wu_xing_sheng_men],
    ['NaYin Death Door', ts.nan_yin_wu_xing_si_men],
    ['NaYin Five Ghosts', ts.nan_yin_wu_xing_wu_gui],
    ['NaYin White Tiger', ts.nan_yin_wu_xing_bai_hu],
  ]);
}

/**
 * The twelve slots, one row each: the slot's start and end on the zone's clock (two clock hours,
 * 23:00 the evening before for 子; other lengths across a daylight-saving change) and its pillar,
 * then the slot's facts a line apiece. Eleven columns side by side made a table about 190 columns
 * wide; this one fits 80.
 */
function hoursTable(ts: Ts, date: CivilDate, zone: Zone): string {
  const clock = (utcMs: number) => instantOn(zone, utcMs).slice(11, 16);
  // Written as the engine writes a slot (23:00-00:59): the last minute, not the next slot's start.
  const span = (branch: number) => {
    const { startUtc, endUtc } = slotOnClock(date, branch, zone);
    return `${clock(startUtc)}-${clock(endUtc - 60_000)}`;
  };
  const rows = hourSlotsOf(ts).map((slot, branch) => [
    `${span(branch)}\n${slot.gan} ${slot.zhi}`,
    [
      `Star: ${slot.star_actual}; Nobleman: ${slot.star_raising_nobleman || '-'}`,
      `Belt: ${slot.time_tian_shen} (${slot.time_tian_shen_type}, ${slot.time_tian_shen_luck})`,
      `NaYin: ${slot.time_na_yin}; Clash: ${slot.time_chong_gan} ${slot.time_chong}; Halt: ${slot.time_sha}`,
      `Stars: ${list(slot.star_stars)}`,
      `Suit: ${list(slot.time_yi)}`,
      `Avoid: ${list(slot.time_ji)}`,
    ].join('\n'),
  ]);
  return renderTable([['Hour', 'Details'], ...rows], { maxColumnWidth: 80, width: TERMINAL });
}

/** The day as text: the English or Chinese values in the same tables, times on `zone`'s clock. */
export function formatDay(day: AlmanacDay, language: Language, zone: Zone): string {
  const zh = day.ts;
  const ts = language === 'en' ? englishAlmanacDay(day).ts : zh;
  // A long zone name can stretch a heading past the terminal: it wraps like any text.
  const text = [
    heading(ts, zh, zone),
    pillarsTable(ts),
    dayTable(ts, zone),
    suitAvoidTable(ts),
    directionsTable(ts),
    `Hours on the clock of ${zone.name} (the 23:00 slot starts the evening before)`,
    hoursTable(ts, parseCivilDate(zh.date), zone),
  ].join('\n\n');
  return fitLines(text);
}

function personalTable(personal: PersonalDayFields, language: Language): string {
  // A destiny box is null when the birth hour is unknown.
  const place = (direction: string | null) =>
    direction === null
      ? '-'
      : language === 'en'
        ? (directions[direction]?.en ?? direction)
        : direction;
  const god = (name: string) =>
    language === 'en' ? `${tenGods[name]?.en ?? name} (${name})` : name;
  const items = (list: readonly PersonalItem[]) => list.map((item) => item.title).join(', ') || '-';
  const { month, year } = personal.ten_gods;
  return renderTable(
    [
      ['Personal', 'Value'],
      [
        'Qi Men boxes today (chief, life, rest, harmony)',
        [
          personal.current_chief_box,
          personal.current_life_box,
          personal.current_rest_box,
          personal.current_harmony_box,
        ]
          .map(place)
          .join(', '),
      ],
      [
        'Qi Men boxes of birth (chief, life, rest, harmony)',
        [
          personal.destiny_chief_box,
          personal.destiny_life_box,
          personal.destiny_rest_box,
          personal.destiny_harmony_box,
        ]
          .map(place)
          .join(', '),
      ],
      [
        'Heavenly-stem god / Earthly-branch god',
        `${god(personal.heavenly_stem_god)} / ${god(personal.earthly_branch_god)}`,
      ],
      [
        'Ten gods: month / year pillar',
        `${god(month.stem)}, ${god(month.branch)} / ${god(year.stem)}, ${god(year.branch)}`,
      ],
      ['Professional calendar', items(personal.pro)],
      ['Simplified calendar', items(personal.sim)],
      ...Object.entries(personal.prohour)
        .filter(([, list]) => list.length > 0)
        .map(([slot, list]) => [`Hour ${slot}`, items(list)]),
    ],
    // Long labels wrap rather than squeeze the values.
    { maxColumnWidth: [30, 60], width: TERMINAL },
  );
}

/** Today's civil date in the almanac's zone (UTC+8) at the given instant. */
export function almanacToday(now: Date): CivilDate {
  return civilDateAt(now.getTime());
}

/** Today's civil date on `zone`'s clock at the given instant ("today" where the user is). */
export function todayOn(zone: Zone, now: Date): CivilDate {
  return dateIn(zone, now.getTime());
}

export function dayCommand(write: (text: string) => void, now: () => Date): Command {
  return withExamples(withBirthOptions(new Command('day')), [
    'tongshu day',
    'tongshu day 2026-02-17 --lang zh',
    'tongshu day 2026-02-17 --tz Europe/Berlin',
    'tongshu day 2026-02-17 --birth "1990-05-15 14:30" --gender female --tz Europe/Paris --json',
  ])
    .description('the Tong Shu almanac day (default: today on the --tz clock)')
    .argument('[date]', 'date as YYYY-MM-DD or YYYYMMDD, 1900-2100')
    .option('--json', "print the API's JSON (Chinese values, times on China's clock, UTC+8)")
    .addOption(
      new Option('--lang <language>', 'language of the tables').choices(['en', 'zh']).default('en'),
    )
    .option(
      '--tz <zone>',
      'your clock, for today and every time shown: IANA or +HH:MM',
      'Asia/Shanghai',
    )
    .option('--birth <birth>', 'add the personal part for a birth YYYY-MM-DD[ HH:mm]')
    .option('--birth-tz <zone>', 'zone of the --birth time (default: --tz)')
    .addOption(new Option('--gender <gender>', 'gender, with --birth').choices(['male', 'female']))
    .action(
      (
        dateText: string | undefined,
        options: BirthZoneOptions & {
          json?: boolean;
          lang: Language;
          birth?: string;
          birthTz?: string;
          gender?: string;
          tz: string;
        },
      ) => {
        const zone = parseZone(options.tz);
        const date = dateText === undefined ? todayOn(zone, now()) : parseCivilDate(dateText);
        if (options.birth === undefined) {
          const day = almanacDay(date);
          write(options.json ? JSON.stringify(day, null, 2) : formatDay(day, options.lang, zone));
          return;
        }
        if (options.gender === undefined) throw new RangeError('--gender is required with --birth');
        const birthZone = options.birthTz ?? options.tz;
        const day = personalAlmanacDay(date, birthOf(options.birth, birthZone, options));
        write(
          options.json
            ? JSON.stringify(day, null, 2)
            : `${formatDay(day, options.lang, zone)}\n\n${personalTable(day, options.lang)}`,
        );
      },
    );
}
