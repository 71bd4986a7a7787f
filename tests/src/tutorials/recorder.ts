/**
 * Films one walk: a fresh browser context records the page (Playwright's `recordVideo`), each
 * step's caption is timed from the moment the step starts, and the film is encoded again small
 * (VP9, 10 frames a second) into `<id>.webm` beside its `<id>.vtt` captions.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { FFMPEG } from './playwrightFfmpeg';
import type { Step } from './walks';
import { webVtt, type Cue } from './webVtt';

/** The page as filmed, and the film's size: small files that stay legible in the modal. */
const VIEWPORT = { width: 960, height: 600 };
const FILM = { width: 768, height: 480 };

/** How long a step stays on screen: long enough to read its caption (about 4 words a second). */
function holdMs(caption: string): number {
  return Math.max(2500, caption.split(/\s+/).length * 250);
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
  const context = await browser.newContext({
    ...options,
    viewport: VIEWPORT,
    recordVideo: { dir: raw, size: FILM },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  const started = Date.now();
  const cues: Cue[] = [];
  for (const [index, step] of film.steps.entries()) {
    const caption = film.captions[index] ?? '';
    const start = Date.now() - started;
    await step(page);
    await page.waitForTimeout(holdMs(caption));
    cues.push({ start, end: Date.now() - started, text: caption });
  }
  const video = page.video();
  await context.close();
  if (!video) throw new Error(`${film.id}: nothing was filmed`);
  const webm = path.join(outDir, `${film.id}.webm`);
  execFileSync(FFMPEG, [
    ...['-loglevel', 'error', '-y', '-i', await video.path(), '-an', '-r', '10'],
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', '-deadline', 'good'],
    webm,
  ]);
  fs.writeFileSync(path.join(outDir, `${film.id}.vtt`), webVtt(cues));
  fs.rmSync(raw, { recursive: true, force: true });
  const end = cues[cues.length - 1]?.end ?? 0;
  return { id: film.id, bytes: fs.statSync(webm).size, seconds: end / 1000 };
}
