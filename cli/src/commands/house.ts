/**
 * `tongshu house --period P --facing DEG [--date D] [--tz ZONE] [--json]`: a house's natal
 * flying-star chart (玄空飞星), by 下卦 or 替卦, with its formations and, for --date, that
 * date's year and month stars (docs/engine/stars.md).
 */
import { Command } from 'commander';
import { houseChart, parseCivilDate, parseZone, STARS, type HouseChart } from '@tongshu/engine';
import { FACING_MESSAGE, facingOf, houseAnswer } from '@tongshu/contract';
import { withExamples } from './examples';
import { replacementDegreesOf, replacementFiveOf, withHouseSchool } from './schoolOptions';
import { GRID } from './stars';
import { renderTable } from '../format/table';
import { fitLines, TERMINAL } from '../format/lines';

type HouseAnswer = ReturnType<typeof houseAnswer>;
type HousePalace = HouseAnswer['palaces'][number];

const starName = (number: number) => {
  const star = STARS[number - 1];
  return star ? `${star.number} ${star.colour}` : String(number);
};

function cell(palace: HousePalace | undefined, overlay: boolean): string {
  if (!palace) return '';
  const name = palace.palace === 'c' ? 'Centre' : palace.direction.en;
  const lines = [
    `${name} (${palace.direction.zh})`,
    `Mountain ${palace.mountain.number} · Water ${palace.water.number}`,
    `Period ${palace.period.number}`,
  ];
  if (overlay && palace.year && palace.month)
    lines.push(`Year ${palace.year.number} · Month ${palace.month.number}`);
  return lines.join('\n');
}

/** The chart as text: its facing, method, formations and the nine palaces south at the top. */
export function formatHouse(house: HouseAnswer): string {
  const byKey = new Map(house.palaces.map((palace) => [palace.palace, palace]));
  const rows = GRID.map((row) => row.map((key) => cell(byKey.get(key), !!house.overlay)));
  const degrees = house.facing.degrees === undefined ? '' : ` at ${house.facing.degrees}°`;
  const formations = house.formations.map((f) => `${f.en} (${f.zh})`).join('; ');
  const lines = [
    `Period ${house.period} house facing ${house.facing.mountain.en} (${house.facing.mountain.zh})${degrees}, sitting ${house.sitting.mountain.en} (${house.sitting.mountain.zh})`,
    `Method: ${house.method.en} (${house.method.zh})`,
    `Formations: ${formations || 'none named'}`,
    ...(house.overlay
      ? [
          `Over it: the year's stars (centre ${starName(house.overlay.year.number)}) and the month's (centre ${starName(house.overlay.month.number)}) on ${house.overlay.date}`,
        ]
      : []),
    'Mountain star (山星): people and health. Water star (向星): wealth. South at the top.',
  ];
  const legend = STARS.map((star) => `${star.number} ${star.colour} (${star.zh}, ${star.element})`);
  return [
    fitLines(lines.join('\n')),
    renderTable(rows, { maxColumnWidth: 24, width: TERMINAL, ruled: true }),
    fitLines(`Stars: ${legend.join(', ')}`),
  ].join('\n');
}

/** The JSON of the issue: stars as numbers, palaces by key, mountains in Chinese. */
function asJson(chart: HouseChart) {
  return {
    period: chart.period,
    facing: chart.facing,
    sitting: chart.sitting,
    method: chart.method,
    palaces: chart.palaces,
    formations: chart.formations,
  };
}

export function houseCommand(write: (text: string) => void): Command {
  return withExamples(withHouseSchool(new Command('house')), [
    'tongshu house --period 9 --facing 180',
    'tongshu house --period 8 --facing S2 --date 2026-11-28',
    'tongshu house --period 9 --facing 185.5 --json',
    'tongshu house --period 9 --facing 186 --replacement-five replace',
  ])
    .description("a house's natal flying-star chart (玄空飞星) from its period and facing")
    .requiredOption('--period <period>', 'the period (运) the house was built or renewed in, 1-9')
    .requiredOption(
      '--facing <facing>',
      'where it faces: compass degrees (180), a mountain (午) or its code (S2)',
    )
    .option('--date <date>', "lay this date's year and month stars over the palaces")
    .option('--tz <zone>', 'the clock --date is read on: IANA name or +HH:MM', 'Asia/Shanghai')
    .option('--json', 'print the chart as JSON (stars as numbers 1-9)')
    .action(
      (options: {
        period: string;
        facing: string;
        replacement: string;
        replacementFive: string;
        date?: string;
        tz: string;
        json?: boolean;
      }) => {
        if (!/^[1-9]$/.test(options.period))
          throw new RangeError(`--period must be 1-9: ${options.period}`);
        const facing = facingOf(options.facing);
        if (facing === undefined) throw new RangeError(`--facing: ${FACING_MESSAGE}`);
        const period = Number(options.period);
        const replacementDegrees = replacementDegreesOf(options.replacement);
        const replacementFive = replacementFiveOf(options.replacementFive);
        if (options.json) {
          const chart = houseChart({
            period,
            facing,
            replacementDegrees: Number(replacementDegrees),
            replacementFive,
          });
          write(JSON.stringify(asJson(chart), null, 2));
          return;
        }
        const date = options.date ? parseCivilDate(options.date) : undefined;
        const answer = houseAnswer({
          period,
          facing: options.facing,
          replacementDegrees,
          replacementFive,
          ...(date ? { date: options.date } : {}),
          zone: parseZone(options.tz).name,
        });
        write(formatHouse(answer));
      },
    );
}
