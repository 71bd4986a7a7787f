/**
 * The committed tutorial media (made by `npm run tutorials`) stay small and in step with their
 * captions: a size budget for the lot and for each film, real WebM and JPEG files, and each
 * film's WebVTT holding, in order, the captions RECORDING_STEPS gives (a changed caption needs a
 * new recording).
 */
import fs from 'node:fs';
import path from 'node:path';
import { RECORDING_STEPS } from '@tongshu/data';
import { MEDIA_DIR as MEDIA } from './mediaDir';
const BUDGET = 1.5 * 1024 * 1024;
const FILM_BUDGET = 400 * 1024;
const FILMS = Object.keys(RECORDING_STEPS) as (keyof typeof RECORDING_STEPS)[];

const size = (file: string) => fs.statSync(path.join(MEDIA, file)).size;
const head = (file: string, bytes: number) =>
  fs.readFileSync(path.join(MEDIA, file)).subarray(0, bytes);

/** Cue start and end in milliseconds, and text, from a WebVTT file. */
function cues(vtt: string): { start: number; end: number; text: string }[] {
  const ms = (time: string) => {
    const [h, m, s] = time.split(':').map(Number);
    return Math.round(((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000);
  };
  return vtt
    .split(/\n\n+/)
    .slice(1)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.trim().split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      const [start = '', end = ''] = (lines[timing] ?? '').split(' --> ');
      return { start: ms(start), end: ms(end), text: lines.slice(timing + 1).join('\n') };
    });
}

describe('the tutorial media', () => {
  it('holds a film and its captions for each recording and the guides’ screenshot, nothing else', () => {
    const expected = [...FILMS.flatMap((id) => [`${id}.webm`, `${id}.vtt`]), 'copy-ical-link.jpg'];
    expect(fs.readdirSync(MEDIA).sort()).toEqual(expected.sort());
  });

  it(`weighs at most ${BUDGET / 1024 / 1024} MB in all, and each film at most 400 KB`, () => {
    const total = fs.readdirSync(MEDIA).reduce((sum, file) => sum + size(file), 0);
    expect(total).toBeLessThanOrEqual(BUDGET);
    for (const id of FILMS) expect(size(`${id}.webm`)).toBeLessThanOrEqual(FILM_BUDGET);
  });

  it('has real WebM films (an EBML header naming webm) and a JPEG screenshot', () => {
    for (const id of FILMS) {
      const start = head(`${id}.webm`, 64);
      expect(start.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(start.toString('latin1')).toContain('webm');
    }
    expect(head('copy-ical-link.jpg', 3).toString('hex')).toBe('ffd8ff');
  });

  it.each(FILMS)('captions %s in English, one cue for each step, in order', (id) => {
    const vtt = fs.readFileSync(path.join(MEDIA, `${id}.vtt`), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const timed = cues(vtt);
    expect(timed.map((cue) => cue.text)).toEqual(RECORDING_STEPS[id]);
    for (const [index, cue] of timed.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(timed[index - 1]?.end ?? 0);
    }
  });
});
