import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECORDING_STEPS, videos } from '@tongshu/data';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { GUIDES } from './guides';
import { TUTORIALS } from './tutorials';

const NONE = {
  intro: null,
  ios: null,
  android: null,
  google: null,
  'outlook-web': null,
  tongshu: null,
  'simple-ical': null,
  'pro-ical': null,
};

/** The modal's film: a WebM with English captions. */
function expectFilm(dialog: HTMLElement, id: string) {
  const film = dialog.querySelector('video');
  expect(film).not.toBeNull();
  expect(film?.querySelector('source')).toHaveAttribute('src', `/assets/${id}.webm`);
  expect(film?.querySelector('source')).toHaveAttribute('type', 'video/webm');
  const track = film?.querySelector('track');
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('srclang', 'en');
  expect(track).toHaveAttribute('src', `/assets/${id}.vtt`);
  // The transcript is the film's text alternative.
  const transcript = document.getElementById(film?.getAttribute('aria-describedby') ?? '');
  expect(transcript).toHaveTextContent(RECORDING_STEPS[id as 'intro'][0] ?? 'no caption');
}

describe('product videos (spec: intro video, seven video tutorial modals)', () => {
  it('plays the intro recording with English captions and its transcript', async () => {
    const calls = fakeServer((call) =>
      call.url === '/api/videos' ? { body: { data: NONE } } : undefined,
    );
    renderApp('/');
    expect(calls.some((call) => call.url === '/api/videos')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Watch the intro' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('Tongshu intro video');
    expectFilm(dialog, 'intro');
    expect(within(dialog).getByRole('heading', { name: 'Transcript' })).toBeInTheDocument();
    for (const step of RECORDING_STEPS.intro) expect(within(dialog).getByText(step)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/coming soon/i);
  });

  it('opens real content for each of the seven tutorials: a pictured guide or a film', async () => {
    signedInAs(testUser());
    fakeServer((call) => (call.url === '/api/videos' ? { body: { data: NONE } } : { body: {} }));
    renderApp('/dashboard');
    expect(TUTORIALS.map((tutorial) => tutorial.title)).toEqual([
      'iOS',
      'Android',
      'Google',
      'Outlook Web',
      'How to use Tong Shu',
      'Simple iCal',
      'Pro iCal',
    ]);
    for (const { id, title } of TUTORIALS) {
      await userEvent.click(await screen.findByRole('button', { name: title }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('list');
      expect(dialog).not.toHaveTextContent(/coming soon/i);
      if (id in GUIDES) {
        const steps = GUIDES[id as keyof typeof GUIDES];
        expect(within(dialog).getAllByRole('listitem')).toHaveLength(steps.length);
        // Every step has its picture, each with its text alternative; the first is Tongshu's own.
        const pictures = within(dialog).getAllByRole('img');
        expect(pictures).toHaveLength(steps.length);
        for (const picture of pictures) {
          expect(picture.getAttribute('alt') ?? picture.getAttribute('aria-label')).toMatch(/\w/);
        }
        expect(pictures[0]).toHaveAttribute('src', '/assets/copy-ical-link.jpg');
        expect(dialog.querySelector('video')).toBeNull();
      } else {
        expectFilm(dialog, id);
      }
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    }
  });

  it("tells the calendar apps' real menus", async () => {
    const text = (id: keyof typeof GUIDES) => GUIDES[id].map((step) => step.text).join(' ');
    expect(text('ios')).toMatch(/Settings › Calendar › Accounts/);
    expect(text('ios')).toMatch(/Add Account, then Other/);
    expect(text('ios')).toMatch(/Add Subscribed Calendar/);
    expect(text('google')).toMatch(/beside Other calendars, press \+ and choose From URL/);
    expect(text('outlook-web')).toMatch(/Add calendar.*Subscribe from web/);
    expect(text('android')).toMatch(/cannot add a calendar by its link/);
    expect(text('android')).toMatch(/From URL/);
  });

  it("plays an address the operator gave above the guide's steps", async () => {
    signedInAs(testUser());
    const url = 'https://www.youtube-nocookie.com/embed/google-howto';
    fakeServer((call) =>
      call.url === '/api/videos' ? { body: { data: { ...NONE, google: url } } } : { body: {} },
    );
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle('Google tutorial video');
    expect(frame).toHaveAttribute('src', url);
    expect(within(dialog).getAllByText(/Other calendars/).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('lists every video on /tutorials, which Help links to', async () => {
    signedInAs(testUser());
    fakeServer((call) => (call.url === '/api/videos' ? { body: { data: NONE } } : { body: {} }));
    renderApp('/help');
    await userEvent.click(await screen.findByRole('link', { name: 'video tutorials' }));
    await screen.findByRole('heading', { name: 'Tutorials', level: 1 });
    const row = screen.getByRole('group', { name: 'Video tutorials' });
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(videos.map((video) => video.title));
    await userEvent.click(within(row).getByRole('button', { name: 'A tour of Tongshu' }));
    expectFilm(await screen.findByRole('dialog'), 'intro');
  });
});
