/**
 * The calendar apps' tutorials (issue 42: real content, no placeholder): step-by-step guides, each
 * step with a picture. Tongshu's own step is a screenshot of the product (media/, made by
 * `npm run tutorials`); the calendar apps' screens cannot be filmed here, so each is drawn
 * (StepPicture) from its menus as they read in late 2026, with no logo.
 */

/** One line of a drawn screen. */
export interface ScreenRow {
  readonly text: string;
  /** The line to tap or press, drawn highlighted with a pointer. */
  readonly tap?: boolean;
  /** A small grey section heading. */
  readonly section?: boolean;
  /** A text field holding `text` (the pasted link). */
  readonly field?: string;
  /** A switch, drawn on. */
  readonly toggle?: boolean;
}

export type Picture =
  | { readonly kind: 'screenshot'; readonly alt: string }
  | {
      readonly kind: 'phone' | 'browser';
      /** The title bar or page heading of the drawn screen. */
      readonly heading: string;
      /** A button at the top right, e.g. iOS's "Next". */
      readonly corner?: { readonly text: string; readonly tap?: boolean };
      readonly rows: readonly ScreenRow[];
      readonly alt: string;
    };

export interface GuideStep {
  readonly text: string;
  readonly picture?: Picture;
}

export type GuideId = 'ios' | 'android' | 'google' | 'outlook-web';

const LINK = 'https://…/ical/…';

const COPY: GuideStep = {
  text: 'In Tongshu, open the Dashboard. Under Available Calendars, press Copy iCal Link on the row of the calendar you want: "iCal Link … Copied!" confirms it is on your clipboard.',
  picture: {
    kind: 'screenshot',
    alt: 'Tongshu on a phone: the Available Calendars table with the Copy iCal Link button of Tong Shu (English) circled and the notice "iCal Link for Tong Shu (English) Copied!".',
  },
};

const GOOGLE_MENU: GuideStep = {
  text: 'On a computer, open Google Calendar (calendar.google.com). In the left column, beside Other calendars, press + and choose From URL.',
  picture: {
    kind: 'browser',
    heading: 'Google Calendar',
    rows: [
      { text: 'My calendars', section: true },
      { text: 'Other calendars  +', tap: true },
      { text: 'Subscribe to calendar' },
      { text: 'Create new calendar' },
      { text: 'Browse calendars of interest' },
      { text: 'From URL', tap: true },
      { text: 'Import' },
    ],
    alt: 'Google Calendar in a browser: the left column with the + beside "Other calendars" and, in its menu, "From URL" highlighted.',
  },
};

const GOOGLE_ADD: GuideStep = {
  text: 'Paste the link into URL of calendar and press Add calendar. It appears under Other calendars; Google refreshes it every few hours.',
  picture: {
    kind: 'browser',
    heading: 'Settings › From URL',
    rows: [
      { text: 'URL of calendar', field: LINK },
      { text: 'Make the calendar publicly accessible' },
      { text: 'Add calendar', tap: true },
    ],
    alt: 'Google Calendar\'s "From URL" settings page: the pasted Tongshu link in "URL of calendar" and the "Add calendar" button highlighted.',
  },
};

export const GUIDES: Readonly<Record<GuideId, readonly GuideStep[]>> = {
  ios: [
    COPY,
    {
      text: 'On the iPhone, open Settings › Calendar › Accounts (on iOS 18 and later: Settings › Apps › Calendar › Calendar Accounts).',
      picture: {
        kind: 'phone',
        heading: 'Calendar',
        rows: [
          { text: 'Accounts', tap: true },
          { text: 'Time Zone Override' },
          { text: 'Alternate Calendars' },
          { text: 'Week Numbers', toggle: true },
          { text: 'Default Calendar' },
        ],
        alt: 'iPhone Settings, the Calendar page, with "Accounts" highlighted.',
      },
    },
    {
      text: 'Tap Add Account, then Other at the bottom of the list.',
      picture: {
        kind: 'phone',
        heading: 'Add Account',
        rows: [
          { text: 'iCloud' },
          { text: 'Microsoft Exchange' },
          { text: 'Google' },
          { text: 'Yahoo!' },
          { text: 'AOL' },
          { text: 'Outlook.com' },
          { text: 'Other', tap: true },
        ],
        alt: 'The iPhone\'s Add Account list (iCloud, Microsoft Exchange, Google, Yahoo!, AOL, Outlook.com) with "Other" highlighted.',
      },
    },
    {
      text: 'Under Calendars, tap Add Subscribed Calendar.',
      picture: {
        kind: 'phone',
        heading: 'Other',
        rows: [
          { text: 'MAIL', section: true },
          { text: 'Add Mail Account' },
          { text: 'CONTACTS', section: true },
          { text: 'Add CardDAV Account' },
          { text: 'CALENDARS', section: true },
          { text: 'Add CalDAV Account' },
          { text: 'Add Subscribed Calendar', tap: true },
        ],
        alt: 'The iPhone\'s "Other" accounts page with "Add Subscribed Calendar" under Calendars highlighted.',
      },
    },
    {
      text: 'Paste the link into Server and tap Next, then Save. The calendar shows in the Calendar app and refreshes on its own.',
      picture: {
        kind: 'phone',
        heading: 'Subscription',
        corner: { text: 'Next', tap: true },
        rows: [{ text: 'Server', field: LINK }],
        alt: 'The iPhone\'s Subscription page: the pasted Tongshu link in "Server" and "Next" at the top right highlighted.',
      },
    },
  ],
  android: [
    COPY,
    {
      text: 'The Google Calendar app on Android cannot add a calendar by its link, but it shows every calendar of your Google account. So add the link on the web, signed in with the same Google account as the phone: open Google Calendar in a browser, press + beside Other calendars and choose From URL.',
      picture: GOOGLE_MENU.picture,
    },
    GOOGLE_ADD,
    {
      text: 'On the phone, open the Google Calendar app, then the menu ☰ › Settings. Tap the new calendar under your account and turn Sync on: its days appear in the app.',
      picture: {
        kind: 'phone',
        heading: 'Tong Shu (English)',
        rows: [
          { text: 'you@gmail.com', section: true },
          { text: 'Sync', toggle: true, tap: true },
          { text: 'Color' },
          { text: 'Default notifications' },
        ],
        alt: "The Google Calendar app's settings for the new calendar, with the Sync switch turned on and highlighted.",
      },
    },
  ],
  google: [COPY, GOOGLE_MENU, GOOGLE_ADD],
  'outlook-web': [
    COPY,
    {
      text: 'Open Outlook on the web (outlook.office.com or outlook.live.com) and go to Calendar. In the left pane, press Add calendar.',
      picture: {
        kind: 'browser',
        heading: 'Outlook · Calendar',
        rows: [
          { text: 'New event' },
          { text: 'My calendars', section: true },
          { text: 'Calendar' },
          { text: 'Add calendar', tap: true },
        ],
        alt: 'Outlook on the web, Calendar, with "Add calendar" in the left pane highlighted.',
      },
    },
    {
      text: 'Choose Subscribe from web.',
      picture: {
        kind: 'browser',
        heading: 'Add calendar',
        rows: [
          { text: 'Add personal calendars' },
          { text: 'Subscribe from web', tap: true },
          { text: 'Upload from file' },
          { text: 'Create blank calendar' },
          { text: 'Add from directory' },
          { text: 'Add holidays' },
        ],
        alt: 'Outlook\'s "Add calendar" window with "Subscribe from web" highlighted in its list.',
      },
    },
    {
      text: 'Paste the link, give the calendar a name (e.g. Tong Shu) and press Import. Outlook refreshes it every few hours.',
      picture: {
        kind: 'browser',
        heading: 'Subscribe from web',
        rows: [
          { text: 'Link to the calendar', field: LINK },
          { text: 'Calendar name', field: 'Tong Shu' },
          { text: 'Import', tap: true },
        ],
        alt: 'Outlook\'s "Subscribe from web" form: the pasted link, the name "Tong Shu", and the "Import" button highlighted.',
      },
    },
  ],
};
