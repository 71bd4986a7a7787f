/** Hand-made JWTs for forgery tests: any header, any claims, any (or no) signature. */
import { createHmac } from 'node:crypto';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const HMAC: Readonly<Record<string, string>> = {
  HS256: 'sha256',
  HS384: 'sha384',
  HS512: 'sha512',
};

/** Signs with HMAC when the header's alg is HS*, else leaves the signature empty (alg none). */
export function jwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret: string,
): string {
  const unsigned = `${part(header)}.${part(claims)}`;
  const hash = HMAC[String(header.alg)];
  const signature = hash ? createHmac(hash, secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Every way a bearer token must be refused, for a user `sub` of a server signing with `secret`. */
export function forgedTokens(sub: string, secret: string, goodToken: string): [string, string][] {
  const valid = { sub, iat: now(), exp: now() + 3600 };
  const [head = '', , sig = ''] = goodToken.split('.');
  return [
    ['garbage', 'not.a.jwt'],
    ['empty signature', jwt({ alg: 'HS256' }, valid, secret).replace(/[^.]+$/, '')],
    ['wrong secret', jwt({ alg: 'HS256', typ: 'JWT' }, valid, `${secret}x`)],
    ['alg none', jwt({ alg: 'none', typ: 'JWT' }, valid, secret)],
    ['alg None', jwt({ alg: 'None' }, valid, secret)],
    ['HS512 with the real secret', jwt({ alg: 'HS512' }, valid, secret)],
    ['RS256 header on an HMAC', jwt({ alg: 'RS256' }, valid, secret).replace(/\.$/, `.${sig}`)],
    ['expired', jwt({ alg: 'HS256' }, { ...valid, exp: now() - 60 }, secret)],
    ['not yet valid', jwt({ alg: 'HS256' }, { ...valid, nbf: now() + 3600 }, secret)],
    ['no exp', jwt({ alg: 'HS256' }, { sub, iat: now() }, secret)],
    ['no sub', jwt({ alg: 'HS256' }, { iat: now(), exp: now() + 3600 }, secret)],
    ['numeric sub', jwt({ alg: 'HS256' }, { ...valid, sub: 1 }, secret)],
    ['unknown user', jwt({ alg: 'HS256' }, { ...valid, sub: 'no-such-user' }, secret)],
    ['tampered claims', `${head}.${part({ ...valid, sub: 'someone-else' })}.${sig}`],
    ['kid injection', jwt({ alg: 'HS256', kid: "../../dev/null' OR 1=1" }, valid, '')],
    ['jku injection', jwt({ alg: 'HS256', jku: 'http://127.0.0.1:1/jwks' }, valid, 'x')],
  ];
}
