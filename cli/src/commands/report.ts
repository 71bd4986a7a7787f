/**
 * `tongshu report --birth "YYYY-MM-DD HH:mm" --tz Zone --gender male|female [--name N]
 * [--on YYYY-MM-DD] > report.pdf`: the client report of a birth (issue 45) as a PDF on standard
 * output, drawn by the contract's `reportPdf` as the bff draws it: the four pillars, the luck
 * pillars with the one in force, the year and month now with their interactions and the symbolic
 * stars, read on `--on` (default today on the clock of `--tz`) in the school `tongshu bazi` takes
 * (`--luck-start`, `--noble-rhyme`, `--stem-clash`, `--yin-blade`). A terminal gets no binary: the
 * command refuses and says how to redirect it.
 */
import { Command } from 'commander';
import type * as Report from '@tongshu/contract/report';
import { withExamples } from './examples';
import { withBirthOptions } from './birthOptions';
import { withLuckStart, withReadingSchool } from './schoolOptions';
import { baziInputOf, readingDate, type BaziInputOptions } from './baziInputs';

/**
 * The renderer, loaded when a report is drawn: pdfkit and its fonts cost ~0.1 s of CPU at
 * start-up, which every other command would pay were it imported at the top. A `require`, not
 * `await import()`: tsc (module node16) keeps a CommonJS file's import() native, and jest's
 * CommonJS runtime cannot run that without --experimental-vm-modules.
 */
const renderer = (): typeof Report =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@tongshu/contract/report') as typeof Report;

interface ReportOptions extends BaziInputOptions {
  readonly birth: string;
  readonly name?: string;
  readonly on?: string;
}

/** Where the PDF goes: standard output, and whether it is a terminal. */
export interface BinaryOut {
  readonly write: (bytes: Uint8Array) => void;
  readonly isTerminal: () => boolean;
}

export const TERMINAL_REFUSAL =
  'a PDF is not for a terminal: redirect it, tongshu report ... > report.pdf';

/**
 * The `report` subcommand. A bad birth, zone, gender or date throws RangeError (exit status 2), and
 * so does a terminal on standard output.
 */
export function reportCommand(out: BinaryOut, now: () => Date): Command {
  return withExamples(withReadingSchool(withLuckStart(withBirthOptions(new Command('report')))), [
    'tongshu report --birth "1990-05-15 14:30" --gender female > report.pdf',
    'tongshu report --birth "1985-10-23 08:15" --tz Europe/Berlin --gender male --name "Li Wei" --on 2026-11-29 > li-wei.pdf',
  ])
    .description('the client report of a birth as a PDF, on standard output')
    .requiredOption(
      '--birth <birth>',
      'birth "YYYY-MM-DD HH:mm" on the clock of --tz; without the time, an unknown hour',
    )
    .option('--gender <gender>', 'male or female (sets the direction of the luck pillars)')
    .option('--tz <zone>', 'birth zone: IANA name (Europe/London) or +HH:MM', 'Asia/Shanghai')
    .option('--name <name>', 'the name the report is for (default: the birth)')
    .option(
      '--on <date>',
      'the date it is read on, YYYY-MM-DD (default: today on the clock of --tz)',
    )
    .action(async (options: ReportOptions) => {
      // A birth without its time is one of unknown hour (three pillars), not one at 00:00.
      const timed = /\d[ T]+\d/.test(options.birth.trim());
      const subject = baziInputOf(options.birth, timed ? undefined : 'unknown', options);
      const zone = options.tz;
      const on = readingDate(options.on, zone, now);
      // Checked last, so that a bad birth is told as such wherever the output goes.
      if (out.isTerminal()) throw new RangeError(TERMINAL_REFUSAL);
      const name = options.name ?? options.birth.trim();
      const { reportInputOf, reportPdf } = renderer();
      out.write(await reportPdf(reportInputOf({ name, subject, on, zone })));
    });
}
