/**
 * A raw HTTP client for hostile requests: the path goes on the wire exactly as given (fetch would
 * normalise `..` and re-encode), bodies may be any bytes, and `from` picks the loopback source
 * address, so per-address rate limits can be tested (and kept apart between tests).
 */
import http from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly json: any;
}

export interface RawRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** An object or array is sent as JSON; a string or Buffer as it is. */
  readonly body?: unknown;
  readonly token?: string;
  /** Source address in 127.0.0.0/8 (default 127.0.0.1). */
  readonly from?: string;
  /** Send the body with chunked transfer encoding (no Content-Length). */
  readonly chunked?: boolean;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const headers: Record<string, string> = { ...request.headers };
  let payload: Buffer | undefined;
  if (request.body !== undefined) {
    const isRaw = typeof request.body === 'string' || Buffer.isBuffer(request.body);
    payload = isRaw
      ? Buffer.from(request.body as string | Buffer)
      : Buffer.from(JSON.stringify(request.body));
    headers['content-type'] ??= 'application/json';
    // Explicit, because node's client sends DELETE bodies unframed unless told.
    if (request.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(payload.length);
  }
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.path,
        headers,
        localAddress: request.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A client bound to one server: `call('POST', '/api/x', body, token)`. */
export function clientFor(port: number) {
  return {
    raw: (request: RawRequest) => rawRequest(port, request),
    call: (method: string, path: string, body?: unknown, token?: string, from?: string) =>
      rawRequest(port, { method, path, body, token, from }),
  };
}

export type Client = ReturnType<typeof clientFor>;

// One sequence for the loopback source addresses and the test servers' forwarded ones.
export { freshAddress } from '@tongshu/test-support';
