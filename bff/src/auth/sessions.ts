/**
 * Bearer JWTs: HS256 only (no other algorithm is accepted), signed with the server secret. Each
 * carries the user's session generation (`gen`) when it was issued; raising the user's generation
 * ends every token issued before, on every process, since each request compares the two.
 */
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { unauthorized } from '../platform/errors';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';
export const SESSION_EXPIRED = 'Your session has expired, please sign in again';

export interface Session {
  readonly userId: string;
  /** ms since the epoch. */
  readonly expiresAt: number;
  /** The user's session generation when the token was issued (0 for tokens from before it). */
  readonly generation: number;
}

/** Who a token is for: the user's id and their current session generation. */
export interface TokenHolder {
  readonly id: string;
  readonly session_generation: number;
}

export interface TokenOptions {
  /** Extra claims (impersonation's `imp`). */
  readonly claims?: Readonly<Record<string, string>>;
  /** Seconds since the epoch; 7 days from now by default. */
  readonly expiresAt?: number;
}

export async function issueToken(
  secret: Uint8Array,
  holder: TokenHolder,
  { claims = {}, expiresAt }: TokenOptions = {},
): Promise<string> {
  return new SignJWT({ ...claims, gen: holder.session_generation })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(holder.id)
    .setIssuedAt()
    .setExpirationTime(expiresAt ?? LIFETIME)
    .sign(secret);
}

/** @throws 401 for a missing, forged, expired or non-HS256 token. */
export async function readToken(secret: Uint8Array, token: string): Promise<Session> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string') throw new Error('no subject');
    const generation = payload.gen ?? 0;
    if (typeof generation !== 'number') throw new Error('bad generation');
    return { userId: payload.sub, expiresAt: (payload.exp ?? 0) * 1000, generation };
  } catch {
    throw unauthorized(SESSION_EXPIRED);
  }
}

/** Whether a token's session is still the user's (no password change or sign-out since). */
export function isCurrentSession(session: Session, holder: TokenHolder): boolean {
  return session.generation === Number(holder.session_generation);
}

/**
 * The operator acting through an impersonation token (its `imp` claim), if any. Only for a token
 * `authenticate` has already verified: it reads the claim without checking the signature.
 */
export function impersonatorOf(token: string): string | undefined {
  const { imp } = decodeJwt(token);
  return typeof imp === 'string' ? imp : undefined;
}

/** When a token `authenticate` has already verified expires, in ms since the epoch. */
export function expiryOf(token: string): number {
  return (decodeJwt(token).exp ?? 0) * 1000;
}
