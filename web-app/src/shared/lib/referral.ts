/** Spec section 2: a ?ref= on any page is kept in the `referral_code` cookie, path /. */
export const REFERRAL_COOKIE = 'referral_code';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function storeReferral(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  if (!ref) return;
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(ref)}; path=/; max-age=${THIRTY_DAYS}; SameSite=Lax`;
}

export function readReferral(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${REFERRAL_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(REFERRAL_COOKIE.length + 1)) : null;
}
