/** Bearer JWTs: HS256 only (no other algorithm is accepted), signed with the server secret. */
import { SignJWT, jwtVerify } from 'jose';
import { unauthorized } from '../errors';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';

export interface Session {
  readonly userId: string;
  /** ms since the epoch. */
  readonly expiresAt: number;
}

export async function issueToken(secret: Uint8Array, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
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
    return { userId: payload.sub, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    throw unauthorized('Your session has expired, please sign in again');
  }
}
