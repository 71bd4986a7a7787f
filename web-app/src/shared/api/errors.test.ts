import { GLITCH, RequestError } from '@tongshu/web-ui';
import { errorPolicy } from './errors';

function setup() {
  const navigate = jest.fn();
  const show = jest.fn();
  const signOut = jest.fn();
  const handle = errorPolicy({ navigate, notify: { show, hide: jest.fn() }, signOut });
  return { handle, navigate, show, signOut };
}

describe('the error catalogue (spec section 8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('401 signs out and goes to /signin', () => {
    const { handle, navigate, signOut } = setup();
    handle(new RequestError(401, 'Please sign in'));
    expect(signOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('404 goes to /notfound', () => {
    const { handle, navigate } = setup();
    handle(new RequestError(404));
    expect(navigate).toHaveBeenCalledWith('/notfound');
  });

  it("402 goes to /account/upgrade with the plan from the response, and the server's reason", () => {
    const { handle, navigate } = setup();
    const reason = 'Date selection is part of the Pro Plan';
    handle(new RequestError(402, reason, undefined, { plan: 'pro' }));
    expect(navigate).toHaveBeenCalledWith('/account/upgrade?plan=pro', { reason });
  });

  it('429 shows the answer as a persistent error notification', () => {
    const { handle, show, navigate } = setup();
    handle(new RequestError(429, 'Too many attempts, please wait 15 minutes'));
    expect(show).toHaveBeenCalledWith('Too many attempts, please wait 15 minutes', {
      type: 'error',
      autoclose: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other statuses are logged and shown persistently, with the default message if none', () => {
    const { handle, show } = setup();
    handle(new RequestError(500));
    expect(console.error).toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(GLITCH, { type: 'error', autoclose: false });
    handle(new Error('boom'));
    expect(show).toHaveBeenLastCalledWith(GLITCH, { type: 'error', autoclose: false });
  });
});
