/** The HTTP side of the fake: parsing, auth, idempotency, injected failures and hooks, routing. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAuth, errorType, idempotencyError, StripeFailure, toReply } from './errors';
import type { InjectedError, Reply } from './errors';
import { newId } from './objects';
import { parseForm, type Params } from './params';

export type Handler = (params: Params, id: string) => unknown;
type Rule<T> = { method: string; prefix: string; value: T };

export abstract class HttpFake {
  readonly requests: { method: string; path: string; params: Params }[] = [];
  protected readonly failures: Rule<{ error: InjectedError; times: number }>[] = [];
  protected readonly hooks: Rule<() => Promise<void> | void>[] = [];
  protected readonly idempotent = new Map<string, Reply & { body: string }>();
  readonly server = createServer((req, res) => void this.handle(req, res));

  protected abstract readonly routes: Record<string, Handler>;

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.close((err) => (err ? reject(err) : resolve()));
      // The SDK keeps connections alive; close() would otherwise wait for them to time out.
      this.server.closeAllConnections();
    });
  }

  failNext(method: string, prefix: string, error: InjectedError = {}, times = 1): void {
    this.failures.push({ method, prefix, value: { error, times } });
  }

  onceAfter(method: string, prefix: string, hook: () => Promise<void> | void): void {
    this.hooks.push({ method, prefix, value: hook });
  }

  // ---------- HTTP ----------

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = await this.respond(req).catch((err: unknown) =>
      toReply(new StripeFailure(500, { type: 'api_error', message: String(err) })),
    );
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (reply.replayed) headers['idempotent-replayed'] = 'true';
    res.writeHead(reply.status, { ...headers, 'request-id': newId('req') });
    res.end(reply.payload);
  }

  protected async respond(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = parseForm(method === 'POST' ? body : url.search.slice(1));
    this.requests.push({ method, path: url.pathname, params });
    const authFailure = checkAuth(req.headers.authorization);
    if (authFailure) return toReply(authFailure);
    const key = method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    const saved = this.idempotent.get(key);
    if (saved) return saved.body === body ? { ...saved, replayed: true } : idempotencyError(key);
    const injected = this.takeFailure(method, url.pathname);
    if (injected) return toReply(injected);
    const reply = this.dispatch(method, url.pathname, params);
    // Stripe keeps the result of a request that ran (even a card error), not of a rejected one.
    const ran = reply.status < 400 || reply.status === 402;
    if (key && ran) this.idempotent.set(key, { ...reply, body });
    await takeRule(this.hooks, method, url.pathname)?.value();
    return reply;
  }

  protected takeFailure(method: string, path: string): StripeFailure | undefined {
    const rule = this.failures.find((r) => r.method === method && path.startsWith(r.prefix));
    if (!rule) return undefined;
    if (--rule.value.times <= 0) this.failures.splice(this.failures.indexOf(rule), 1);
    const { status = 500, type, code, message = 'An unknown error occurred.' } = rule.value.error;
    return new StripeFailure(status, { type: type ?? errorType(status), code, message });
  }

  protected dispatch(method: string, path: string, params: Params): Reply {
    try {
      for (const [route, handler] of Object.entries(this.routes)) {
        const [verb, pattern = ''] = route.split(' ');
        const match = new RegExp(`^${pattern.replace(':id', '([^/]+)')}$`).exec(path);
        if (verb !== method || !match) continue;
        const payload = JSON.stringify(handler(params, decodeURIComponent(match[1] ?? '')));
        return { status: 200, payload };
      }
      const message = `Unrecognized request URL (${method}: ${path}).`;
      throw new StripeFailure(404, { type: 'invalid_request_error', message });
    } catch (err) {
      if (err instanceof StripeFailure) return toReply(err);
      throw err;
    }
  }
}

function takeRule<T>(rules: Rule<T>[], method: string, path: string): Rule<T> | undefined {
  const index = rules.findIndex((rule) => rule.method === method && path.startsWith(rule.prefix));
  return index < 0 ? undefined : rules.splice(index, 1)[0];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
