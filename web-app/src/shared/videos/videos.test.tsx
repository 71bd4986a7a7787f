import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

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

describe('product videos (spec: intro video, seven video tutorial modals)', () => {
  it('says "Video coming soon" for the intro when none is configured, with the transcript', async () => {
    const calls = fakeServer((call) =>
      call.url === '/api/videos' ? { body: { data: NONE } } : undefined,
    );
    renderApp('/');
    expect(calls.some((call) => call.url === '/api/videos')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Watch the intro' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Video coming soon')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Transcript' })).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Tongshu intro video')).not.toBeInTheDocument();
  });

  it('plays a tutorial from the address the operator gave, above its written steps', async () => {
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
    expect(within(dialog).getByText(/Other calendars/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
