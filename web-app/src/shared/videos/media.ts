/**
 * The tutorials' media, made by `npm run tutorials` (tests/src/tutorials) and served by the app's
 * build as hashed files: each recording's film (WebM) and English captions (WebVTT), and the
 * screenshot the calendar-app guides start with.
 */
import type { RecordingId } from '@tongshu/data';
import introFilm from './media/intro.webm';
import introCaptions from './media/intro.vtt';
import tongshuFilm from './media/tongshu.webm';
import tongshuCaptions from './media/tongshu.vtt';
import simpleFilm from './media/simple-ical.webm';
import simpleCaptions from './media/simple-ical.vtt';
import proFilm from './media/pro-ical.webm';
import proCaptions from './media/pro-ical.vtt';
import screenshot from './media/copy-ical-link.jpg';

export interface RecordingMedia {
  readonly film: string;
  readonly captions: string;
}

export const RECORDINGS: Readonly<Record<RecordingId, RecordingMedia>> = {
  intro: { film: introFilm, captions: introCaptions },
  tongshu: { film: tongshuFilm, captions: tongshuCaptions },
  'simple-ical': { film: simpleFilm, captions: simpleCaptions },
  'pro-ical': { film: proFilm, captions: proCaptions },
};

export const copyLinkScreenshot: string = screenshot;
