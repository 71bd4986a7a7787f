import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  NOTIFICATION_AUTOCLOSE_MS,
  NotificationProvider,
  useNotification,
  type NotificationOptions,
} from './Notifications';

function Trigger({ text, options }: { text: string; options?: NotificationOptions }) {
  const { show } = useNotification();
  return <button onClick={() => show(text, options)}>show {text}</button>;
}

function setup(text: string, options?: NotificationOptions) {
  render(
    <NotificationProvider>
      <Trigger text={text} options={options} />
    </NotificationProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: `show ${text}` }));
}

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('auto-closes after 2 seconds', () => {
    expect(NOTIFICATION_AUTOCLOSE_MS).toBe(2000);
    setup('Referral Link Copied!', { type: 'success', autoclose: true });
    expect(screen.getByRole('status')).toHaveTextContent('Referral Link Copied!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Referral Link Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Referral Link Copied!')).not.toBeInTheDocument();
  });

  it('a persistent one stays until closed', () => {
    setup('Too many requests', { type: 'error', autoclose: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closing an autoclosing one early is fine, and the same text does not stack', () => {
    setup('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'show Saved' }));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger text="x" />)).toThrow(
      'useNotification needs a NotificationProvider',
    );
  });
});
