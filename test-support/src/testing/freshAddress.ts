/**
 * Client addresses for tests of per-address limits: the loopback source address of a raw request
 * (tests/src/support/http.ts), or the X-Forwarded-For of a test server's request.
 */
let nextAddress = 0;

/** A loopback address no other request of this process used: a fresh rate-limit window. */
export function freshAddress(): string {
  nextAddress += 1;
  // Base-254 digits over 127.1.1.1 - 127.254.254.254; 127.0.0.x stays for ordinary requests.
  const digit = (power: number) => (Math.floor(nextAddress / 254 ** power) % 254) + 1;
  return `127.${digit(2)}.${digit(1)}.${digit(0)}`;
}
