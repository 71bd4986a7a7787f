/**
 * `tongshu report` (issue 45): the PDF on standard output, read back with poppler's pdftotext;
 * the pillars held to lunar-javascript's EightChar; no binary to a terminal.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Solar } from 'lunar-javascript';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';
import { TERMINAL_REFUSAL } from './report';

/** The PDF's text, its lines joined by one space (a table's cell wraps where it must). */
function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-report-'));
  try {
    fs.writeFileSync(path.join(dir, 'report.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'report.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const BIRTH = ['--birth', '1985-10-23 08:15', '--tz', 'Asia/Shanghai', '--gender', 'male'];

describe('tongshu report', () => {
  it('writes the PDF of a birth with its four pillars in English and Chinese', async () => {
    const io = captureIo(new Date('2026-11-29T10:00:00Z'));
    const args = ['node', 'tongshu', 'report', ...BIRTH, '--name', 'Li Wei'];
    expect(await main(args, io)).toBe(0);
    expect(io.err).toEqual([]);
    const pdf = Buffer.concat(io.bytes);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('Li Wei');
    // The date read is today on the clock of --tz (the captured clock's 29 November).
    expect(text).toContain('Read on 29 November 2026, on the clock of Asia/Shanghai.');
    // Second library: lunar-javascript 1.7.7, Solar.fromYmdHms(1985, 10, 23, 8, 15, 0): 乙丑
    // 丙戌 乙未 庚辰, each stem and branch with its English.
    const eight = Solar.fromYmdHms(1985, 10, 23, 8, 15, 0).getLunar().getEightChar() as unknown as {
      getYear(): string;
      getDay(): string;
    };
    expect([eight.getYear(), eight.getDay()]).toEqual(['乙丑', '乙未']);
    expect(text).toContain('Yin Wood (乙)');
    expect(text).toContain('Ox (丑)');
    expect(text).toContain('Goat (未)');
    expect(text).toContain('Luck pillars (大运)');
  });

  it('reads the report on --on', async () => {
    const io = captureIo();
    const args = ['node', 'tongshu', 'report', ...BIRTH, '--on', '2030-02-10'];
    expect(await main(args, io)).toBe(0);
    const text = textOf(Buffer.concat(io.bytes));
    expect(text).toContain('Born 23 October 1985, 08:15');
    expect(text).toContain('Read on 10 February 2030');
  });

  it('reads the stars in the school of the flags bazi takes (--yin-blade)', async () => {
    const drawn = async (...flags: string[]) => {
      const io = captureIo();
      const args = ['node', 'tongshu', 'report', ...BIRTH, '--on', '2026-11-29', ...flags];
      expect(await main(args, io)).toBe(0);
      return textOf(Buffer.concat(io.bytes));
    };
    // 《三命通会》 (Compendium of the Three Lives) 卷三 论羊刃: every stem's Goat Blade one past its
    // 禄, so this 乙 day master's at 辰, the hour pillar 庚辰 (lunar-javascript); by default a yin
    // stem's is at its peak, 乙 at 寅, on none of these pillars.
    expect(await drawn()).not.toContain('Goat Blade (羊刃)');
    const after = await drawn('--yin-blade', 'after-lu', '--noble-rhyme', 'geng-xin');
    expect(after).toContain('Goat Blade (羊刃) Hour pillar (时柱)');
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'report', ...BIRTH, '--stem-clash', 'some'], io)).toBe(2);
    expect(io.err[0]).toBe('tongshu: --stem-clash must be four or none: some');
  });

  it('reads a birth without its time as one of unknown hour', async () => {
    const io = captureIo();
    const args = ['node', 'tongshu', 'report', '--birth', '1990-05-15', '--gender', 'female'];
    expect(await main(args, io)).toBe(0);
    const text = textOf(Buffer.concat(io.bytes));
    expect(text).toContain('Born 15 May 1990, hour unknown (时辰不详)');
    expect(text).toContain('Hour unknown (时辰不详)');
  });

  it('refuses a terminal, and a birth without a gender, with exit status 2', async () => {
    const terminal = { ...captureIo(), isTerminal: () => true };
    expect(await main(['node', 'tongshu', 'report', ...BIRTH], terminal)).toBe(2);
    expect(terminal.err).toEqual([`tongshu: ${TERMINAL_REFUSAL}`]);
    expect(terminal.bytes).toEqual([]);
    const io = captureIo();
    const args = ['node', 'tongshu', 'report', '--birth', '1985-10-23 08:15'];
    expect(await main(args, io)).toBe(2);
    expect(io.err[0]).toBe('tongshu: --gender is required: male or female');
  });
});
