/** `tongshu 3vv <birth> --gender male|female --year YYYY`: the three victory days of a year. */
import { withExamples } from './examples';
import { Command, Option } from 'commander';
import { birthOf, withBirthOptions, type BirthZoneOptions } from './birthOptions';
import { directions, qimenDeities, qimenDoors } from '@tongshu/data';
import { threeVictoryDays, type Gender, type ThreeVictoryRow } from '@tongshu/engine';
import { renderTable } from '../format/table';
import type { Language } from './day';

const SYMBOL_EN: Readonly<Record<string, string | undefined>> = {
  值符: qimenDeities['值符']?.en,
  九天: qimenDeities['九天']?.en,
  生门: qimenDoors['生门']?.en,
};

export function formatThreeVictoryDays(
  rows: readonly ThreeVictoryRow[],
  language: Language,
): string {
  if (rows.length === 0) return 'No three victory days in this year.';
  const en = language === 'en';
  return renderTable([
    ['3 Victory Day', 'Day', 'Direction'],
    ...rows.map((row) => [
      en ? `${SYMBOL_EN[row.the3vv] ?? row.the3vv} (${row.the3vv})` : row.the3vv,
      row.day,
      en ? (directions[row.direction]?.en ?? row.direction) : row.direction,
    ]),
  ]);
}

/** Parses a year option: an integer; the engine checks the range. */
export function yearOption(text: string): number {
  const year = Number(text);
  if (!/^\d{4}$/.test(text) || !Number.isInteger(year))
    throw new RangeError(`--year must be YYYY: ${text}`);
  return year;
}

export function genderOption(): Option {
  return new Option('--gender <gender>', 'gender')
    .choices(['male', 'female'])
    .makeOptionMandatory();
}

export function threeVictoryCommand(write: (text: string) => void): Command {
  return withExamples(withBirthOptions(new Command('3vv')), [
    'tongshu 3vv "1990-05-15 14:30" --gender female --year 2026',
    'tongshu 3vv 1985-11-02 --gender male --tz America/Toronto --year 2027 --json',
  ])
    .description('three victory days of a year for a person')
    .argument('<birth>', 'birth date-time YYYY-MM-DD[ HH:mm] on the --tz clock (00:00 if unknown)')
    .option('--tz <zone>', 'birth zone: IANA name (Europe/London) or +HH:MM', 'Asia/Shanghai')
    .addOption(genderOption())
    .requiredOption('--year <year>', 'year 1900-2100')
    .option('--json', 'print the rows as JSON')
    .addOption(
      new Option('--lang <language>', 'language of the table').choices(['en', 'zh']).default('en'),
    )
    .action(
      (
        birth: string,
        options: BirthZoneOptions & {
          gender: Gender;
          year: string;
          json?: boolean;
          lang: Language;
          tz: string;
        },
      ) => {
        const rows = threeVictoryDays(
          birthOf(birth, options.tz, options),
          options.gender,
          yearOption(options.year),
        );
        write(
          options.json ? JSON.stringify(rows, null, 2) : formatThreeVictoryDays(rows, options.lang),
        );
      },
    );
}
