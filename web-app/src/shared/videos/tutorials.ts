/**
 * The seven tutorials (spec section 2): each plays its video (ids as in data/src/videos.ts) when
 * the operator has given its address, and keeps its written steps as the transcript.
 */
export const TUTORIALS: readonly {
  readonly id: string;
  readonly title: string;
  readonly steps: readonly string[];
}[] = [
  {
    id: 'ios',
    title: 'iOS',
    steps: [
      'Copy the iCal link of a calendar below.',
      'Open Settings > Calendar > Accounts > Add Account > Other > Add Subscribed Calendar.',
      'Paste the link, tap Next, then Save.',
    ],
  },
  {
    id: 'android',
    title: 'Android',
    steps: [
      'Android phones show the calendars of your Google account: add the link in Google Calendar on the web (see Google).',
      'Then in the Google Calendar app open Settings, pick the new calendar and turn Sync on.',
    ],
  },
  {
    id: 'google',
    title: 'Google',
    steps: [
      'Copy the iCal link of a calendar below.',
      'In Google Calendar on the web open Other calendars > + > From URL.',
      'Paste the link and press Add calendar.',
    ],
  },
  {
    id: 'outlook-web',
    title: 'Outlook Web',
    steps: [
      'Copy the iCal link of a calendar below.',
      'In Outlook on the web open Calendar > Add calendar > Subscribe from web.',
      'Paste the link, give it a name and press Import.',
    ],
  },
  {
    id: 'tongshu',
    title: 'How to use Tong Shu',
    steps: [
      'Each day shows its officer, belt star, constellation and suit/avoid list.',
      'Open Tong Shu in the sidebar for the full reading, the hour forecast and your personal data.',
    ],
  },
  {
    id: 'simple-ical',
    title: 'Simple iCal',
    steps: [
      'The Simplified calendar tells you in one line whether a day is good for you and which direction to face.',
      'Just follow it: plan important matters on its good days.',
    ],
  },
  {
    id: 'pro-ical',
    title: 'Pro iCal',
    steps: [
      'The Professional Day and Hour calendars list your Three Victory days and hours, Fan Yin and Fu Yin and your personal stars.',
      'Each event names the direction to face or travel.',
    ],
  },
];
