/** The home page (spec section 1): hero, intro video, nine features, our checks, plans. */
import { lazy, Suspense, useState } from 'react';
import { Button, Icon, Loader, Modal, UiLink, type IconName, usePageTitle } from '@tongshu/web-ui';
import { PricePlans } from './PricePlans';
import { SampleDay } from './SampleDay';
import { useVideos } from '../../shared/videos/useVideos';

/**
 * The home page is in the first script every route loads (routes.tsx imports it eagerly): its
 * tutorial player, with every calendar guide's steps, comes only when the intro is opened.
 */
const Tutorial = lazy(() =>
  import('../../shared/videos/Tutorial').then((module) => ({ default: module.Tutorial })),
);

const FEATURES: readonly {
  icon: IconName;
  name: string;
  text: string;
  /** Not sold with a plan: for the internal team (TEAM_ONLY_NOTE). */
  team?: true;
}[] = [
  {
    icon: 'book',
    name: 'Daily Tong Shu',
    text: 'The full almanac for any day from 1900 to 2100: day officers, belt gods, stars and the 28 constellations.',
  },
  {
    icon: 'check',
    name: 'Suit and avoid in English',
    text: 'Every activity the almanac recommends or warns against, in plain English next to the Chinese.',
  },
  {
    icon: 'clock',
    name: 'Auspicious hours',
    text: 'All twelve two-hour slots with their stars, nobleman, clash and halting direction.',
  },
  {
    icon: 'user',
    name: 'Personal day planning',
    text: 'Your day master turns the almanac personal: Fan Yin, Fu Yin, 7 Killing, Rob Money and lucky days.',
  },
  {
    icon: 'compass',
    name: 'Qi Men Dun Jia charts',
    text: 'Hour, day, month and year charts with doors, stars, deities and special formations.',
    team: true,
  },
  {
    icon: 'layers',
    name: 'Bazi and luck pillars',
    text: 'Your four pillars with hidden stems and ten gods, and nine ten-year luck pillars with start dates.',
  },
  {
    icon: 'star',
    name: 'Three victory days',
    text: 'Every day of a year on which one of your chart’s three victory symbols comes home, with the direction to face.',
    team: true,
  },
  {
    icon: 'calendar',
    name: 'In your own calendar',
    text: 'iCal feeds for Google, Outlook, Apple and Yahoo calendars that update themselves.',
  },
  {
    icon: 'grid',
    name: 'Icons at a glance',
    text: 'A quick daily overview in icons, with a legend for elements, animals, officers and stars.',
  },
];

function IntroVideo() {
  const [open, setOpen] = useState(false);
  const videos = useVideos(open);
  return (
    <section className="section section--paper" aria-labelledby="intro-title">
      <div className="tsu-container intro">
        <div className="intro__text">
          <h2 id="intro-title">See Tongshu at work</h2>
          <p>
            A short tour: reading today&apos;s almanac, planning a day with your own chart, and
            adding the calendar to your phone.
          </p>
          <Button variant="secondary" icon="play" onClick={() => setOpen(true)}>
            Watch the intro
          </Button>
        </div>
        <button type="button" className="intro__poster" onClick={() => setOpen(true)}>
          <span className="intro__play">
            <Icon name="play" size={28} />
          </span>
          <span className="tsu-visually-hidden">Play the intro video</span>
        </button>
      </div>
      <Modal
        open={open}
        size="lg"
        title="A tour of Tongshu"
        buttonText="Close"
        informational
        onClose={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        {open && (
          <Suspense fallback={<Loader />}>
            <Tutorial id="intro" title="Tongshu intro video" videos={videos} />
          </Suspense>
        )}
      </Modal>
    </section>
  );
}

export function Home() {
  usePageTitle('');
  return (
    <>
      <section className="hero">
        <div className="tsu-container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">通書 · The Chinese almanac</p>
            <h1 className="hero__title">Choose your days with the Tong Shu, in plain English</h1>
            <p className="hero__lead">
              The daily almanac, Qi Men Dun Jia and your Bazi chart, read in English with icons and
              delivered straight to the calendar you already use.
            </p>
            <div className="hero__actions">
              <Button to="/signup" variant="light" size="lg">
                Sign Up Now
              </Button>
              <Button to="/pricing" variant="ghost" size="lg" className="hero__secondary">
                See plans
              </Button>
            </div>
          </div>
          <SampleDay />
        </div>
      </section>

      <IntroVideo />

      <section className="section" aria-labelledby="features-title">
        <div className="tsu-container">
          <div className="section__intro">
            <h2 id="features-title">Everything a date selection practitioner needs</h2>
            <p>From your first look at the almanac to professional hour-by-hour planning.</p>
          </div>
          <div className="features">
            {FEATURES.map((feature) => (
              <article key={feature.name} className="feature">
                <span className="feature__icon">
                  <Icon name={feature.icon} size={22} />
                </span>
                <h3 className="feature__name">{feature.name}</h3>
                <p className="feature__text">{feature.text}</p>
                {feature.team && (
                  <p className="feature__who">
                    Internal team only, on request: <UiLink to="/contact">ask for access</UiLink>
                  </p>
                )}
              </article>
            ))}
          </div>
        </div>
      </section>

      {/* In place of a testimonial: nothing on a public page is made up, and these checks are
          the engine's own tests (engine/src/oracles). */}
      <section className="section section--ink" aria-labelledby="checks-title">
        <div className="tsu-container">
          <figure className="checks-figure">
            <h2 id="checks-title">How we check the almanac</h2>
            <ul className="checks">
              <li>
                Every lunar month from 1901 to 2100 against the Hong Kong Observatory&apos;s
                conversion tables.
              </li>
              <li>
                Every solar term from 1901 to 2100 against the astronomy-engine library, to within
                two minutes.
              </li>
              <li>
                Every day from 2020 to 2029 against tyme4ts, a second almanac library with its own
                code.
              </li>
            </ul>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="plans-title">
        <div className="tsu-container">
          <div className="section__intro">
            <h2 id="plans-title">Simple plans, cancel any time</h2>
            <p>
              Start free with the online almanac. Add calendar feeds with the Tong Shu Plan, the
              simplified “Just Follow” calendar with Simple, and professional day and hour structure
              with Pro.
            </p>
          </div>
          <PricePlans />
        </div>
      </section>
    </>
  );
}
