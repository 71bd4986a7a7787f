/** The error catalogue of spec section 8, for every error that names no form field. */
import { GLITCH, RequestError, type NotificationApi } from '@tongshu/web-ui';

/** What a page opened by the error policy is told: the server's reason for sending the user. */
export interface PolicyState {
  readonly reason?: string;
}

export interface ErrorPolicyDeps {
  readonly navigate: (to: string, state?: PolicyState) => void;
  readonly notify: NotificationApi;
  readonly signOut: () => void;
}

export function errorPolicy({ navigate, notify, signOut }: ErrorPolicyDeps) {
  const persistent = (text: string) => notify.show(text, { type: 'error', autoclose: false });
  return (error: unknown): void => {
    if (!(error instanceof RequestError)) {
      console.error(error);
      persistent(GLITCH);
      return;
    }
    switch (error.status) {
      case 401:
        signOut();
        navigate('/signin');
        return;
      case 404:
        navigate('/notfound');
        return;
      case 402: {
        const plan = typeof error.body.plan === 'string' ? error.body.plan : '';
        // The upgrade page shows why ("Date selection is part of the Pro Plan").
        const to = plan ? `/account/upgrade?plan=${encodeURIComponent(plan)}` : '/account/upgrade';
        navigate(to, error.message ? { reason: error.message } : undefined);
        return;
      }
      case 429:
        persistent(error.message);
        return;
      default:
        console.error(error);
        persistent(error.message || GLITCH);
    }
  };
}
