/**
 * The product's videos (spec sections 1 and 2): the home page's intro and the dashboard's seven
 * tutorials. Their addresses are settings the operator gives in mission control; each tutorial's
 * written steps stay as its transcript.
 */
export interface Video {
  readonly id: string;
  readonly title: string;
}

export const videos: readonly Video[] = [
  { id: 'intro', title: 'Tongshu in two minutes' },
  { id: 'ios', title: 'iOS' },
  { id: 'android', title: 'Android' },
  { id: 'google', title: 'Google' },
  { id: 'outlook-web', title: 'Outlook Web' },
  { id: 'tongshu', title: 'How to use Tong Shu' },
  { id: 'simple-ical', title: 'Simple iCal' },
  { id: 'pro-ical', title: 'Pro iCal' },
];

/**
 * The hosts a video may be embedded from: YouTube's privacy-enhanced player and Vimeo's player.
 * The content security policy allows frames from these and no other video host.
 */
export const VIDEO_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'player.vimeo.com'];
