/**
 * The product's videos (spec sections 1 and 2): the home page's intro and the dashboard's seven
 * tutorials. Each shows real content (issue 42: no placeholder): the calendar apps' tutorials are
 * illustrated step-by-step guides (web-app/src/shared/videos/guides.ts); the intro and the three
 * Tongshu tutorials are screen recordings of the running product, made by
 * `npm run tutorials` (tests/src/tutorials) and committed in web-app/src/shared/videos/media. The
 * operator may still give an embed address for any of them in mission control, which then plays
 * instead of the recording, or above the guide.
 */
export interface Video {
  readonly id: string;
  readonly title: string;
}

export const videos: readonly Video[] = [
  { id: 'intro', title: 'A tour of Tongshu' },
  { id: 'ios', title: 'iOS' },
  { id: 'android', title: 'Android' },
  { id: 'google', title: 'Google' },
  { id: 'outlook-web', title: 'Outlook Web' },
  { id: 'tongshu', title: 'How to use Tong Shu' },
  { id: 'simple-ical', title: 'Simple iCal' },
  { id: 'pro-ical', title: 'Pro iCal' },
];

/** The videos that are screen recordings of the product. */
export type RecordingId = 'intro' | 'tongshu' | 'simple-ical' | 'pro-ical';

/**
 * Each recording's English captions, one for each step its walk takes, in order: the recording
 * script times each caption to its step, and the app shows the same lines as the transcript.
 */
export const RECORDING_STEPS: Readonly<Record<RecordingId, readonly string[]>> = {
  intro: [
    'Tongshu is the Chinese almanac (Tong Shu) in readable English, for your own birth chart.',
    'Sign up with your name, email and a password.',
    'Enter your birth date and time: Tongshu works out your day master and Bazi chart.',
    "The dashboard shows today's almanac at a glance, on your own clock.",
    'Tong Shu reads any day in full: suit and avoid, hours, directions and what it means for you.',
    'Add a calendar to your phone or computer: every day then appears where you already plan.',
  ],
  tongshu: [
    "The dashboard shows today's officer, belt star, constellation and suit/avoid list.",
    'Open Tong Shu in the sidebar for the full reading of the day.',
    'Pillars: the year, month, day and hour stems and branches, each with its English.',
    'Suit and Avoid: what the day favours and what to leave for another day.',
    'Hour Forecast: each two-hour slot, good or bad, with its own suit and avoid.',
    'Pick another date to read any day.',
  ],
  'simple-ical': [
    'Available Calendars on the dashboard lists the calendars your plan includes.',
    'Personal Simple (Just Follow) tells you in one line whether a day is good for you, and which direction to face.',
    'Press Copy iCal Link on its row: the link is now on your clipboard.',
    'Paste it into your calendar app (see the iOS, Android, Google and Outlook Web tutorials).',
  ],
  'pro-ical': [
    'Available Calendars on the dashboard lists the calendars your plan includes.',
    'Personal Pro (day) lists your Three Victory days, Fan Yin and Fu Yin and your personal stars.',
    'Personal Pro (hours) puts your professional hour items in their two-hour slots.',
    'Copy the iCal link of each one you want and add it to your calendar app.',
  ],
};

/**
 * The hosts a video may be embedded from: YouTube's privacy-enhanced player and Vimeo's player.
 * The content security policy allows frames from these and no other video host.
 */
export const VIDEO_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'player.vimeo.com'];
