/** The error catalogue of spec section 8, for every error that names no form field. */
import { GLITCH, RequestError, type NotificationApi } from '@tongshu/web-ui';

export interface ErrorPolicyDeps {
  readonly navigate: (to: string) => void;
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
        navigate(plan ? `/account/upgrade?plan=${encodeURIComponent(plan)}` : '/account/upgrade');
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
