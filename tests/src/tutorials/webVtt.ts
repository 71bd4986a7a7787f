/** WebVTT captions (https://www.w3.org/TR/webvtt1/) from timed lines. */

export interface Cue {
  /** Milliseconds from the start of the video. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** `65432` as `00:01:05.432`. */
function timestamp(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3600000);
  const minutes = Math.floor(whole / 60000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(whole % 1000, 3)}`;
}

export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
