/**
 * The request id of the request being served, wherever the code that logs is: a service deep in
 * a request logs through the shared logger and its line still names the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const requests = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return requests.getStore();
}

/** Runs `work` (and everything it starts) as part of request `id`. */
export function inRequest<T>(id: string, work: () => T): T {
  return requests.run(id, work);
}
