/**
 * Films one walk. After each step the page is left to settle (its data in, no `.tsu-loader`
 * left); then the settled screen is filmed for as long as its caption takes to read, one
 * screenshot after another (each a fresh paint, so a notice coming or going is filmed too). The
 * film is those held stretches one after another, encoded small (VP9, 10 frames a second) into
 * `<id>.webm` beside its `<id>.vtt` captions: a viewer never watches the app load or a form being
 * typed, and each caption sits over the screen it describes.
 *
 * Screenshots rather than Playwright's `recordVideo`: its screencast films only the frames
 * Chromium happens to send, which here lagged or stalled (the Google guide's modal stayed on its
 * loader for a whole caption although the page had settled in 0.35 s).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { settled, trackRequests } from '../browser/settled';
import { FFMPEG } from './ffmpeg';
import type { Step } from './walks';
import { webVtt, type Cue } from './webVtt';

/** The page as filmed, and the film's size: small files that stay legible in the modal. */
const VIEWPORT = { width: 960, height: 600 };
const FILM = { width: 768, height: 480 };

/**
 * How long a step stays on screen: long enough to read its caption and glance at the screen
 * (about 3 words a second, the pace subtitles are written for).
 */
function holdMs(caption: string): number {
  return Math.max(3000, caption.split(/\s+/).length * 330);
}

/** One screenshot and how long the film shows it, in milliseconds. */
interface Frame {
  readonly file: string;
  readonly ms: number;
}

/** Films the page for `ms`: screenshots one after another, each shown until the next was taken. */
async function hold(page: Page, ms: number, dir: string, frames: Frame[]): Promise<void> {
  const start = Date.now();
  const end = start + ms;
  let taken = start;
  for (;;) {
    const file = path.join(dir, `${String(frames.length).padStart(5, '0')}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 90 });
    const next = Math.min(Date.now(), end);
    frames.push({ file, ms: next - taken });
    taken = next;
    if (taken >= end) return;
  }
}

/** ffmpeg's concat list: each screenshot for its time (the last named twice, so its time counts). */
function concatList(frames: readonly Frame[]): string {
  const entries = frames.map((frame) => `file '${frame.file}'\nduration ${frame.ms / 1000}`);
  const last = frames[frames.length - 1];
  return ['ffconcat version 1.0', ...entries, last ? `file '${last.file}'` : ''].join('\n');
}

export interface Recording {
  readonly id: string;
  readonly bytes: number;
  readonly seconds: number;
}

export async function record(
  browser: Browser,
  options: BrowserContextOptions,
  film: {
    readonly id: string;
    readonly steps: readonly Step[];
    readonly captions: readonly string[];
  },
  outDir: string,
): Promise<Recording> {
  if (film.steps.length !== film.captions.length) {
    throw new Error(`${film.id}: ${film.steps.length} steps for ${film.captions.length} captions`);
  }
  const raw = fs.mkdtempSync(path.join(os.tmpdir(), `tongshu-film-${film.id}-`));
  const context = await browser.newContext({ ...options, viewport: VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  trackRequests(page);
  const frames: Frame[] = [];
  const cues: Cue[] = [];
  for (const [index, step] of film.steps.entries()) {
    const text = film.captions[index] ?? '';
    await step(page);
    await settled(page);
    const start = cues[cues.length - 1]?.end ?? 0;
    const ms = holdMs(text);
    await hold(page, ms, raw, frames);
    cues.push({ start, end: start + ms, text });
  }
  await context.close();
  const list = path.join(raw, 'frames.txt');
  fs.writeFileSync(list, concatList(frames));
  const webm = path.join(outDir, `${film.id}.webm`);
  execFileSync(FFMPEG, [
    ...['-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-an'],
    ...['-vf', `fps=10,scale=${FILM.width}:${FILM.height}`, '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', '-deadline', 'good'],
    webm,
  ]);
  fs.writeFileSync(path.join(outDir, `${film.id}.vtt`), webVtt(cues));
  fs.rmSync(raw, { recursive: true, force: true });
  const end = cues[cues.length - 1]?.end ?? 0;
  return { id: film.id, bytes: fs.statSync(webm).size, seconds: end / 1000 };
}
