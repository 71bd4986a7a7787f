/**
 * The app's routers behind one dispatch by path. Mounted one after another, every request was
 * matched against each router in turn (its every route's pattern, and two more steps of the
 * middleware chain per router): the public API's and the feeds' requests passed ten routers
 * before their own, a tenth of such a request (issue 46; docs/performance.md). Here a request
 * goes only to the routers with a route whose literal start its path begins with, in the order
 * given, so what answers, and how, is unchanged: a router skipped could not have matched.
 */
import type Router from '@koa/router';
import type { Middleware, Next, ParameterizedContext } from 'koa';

/** What comes before a route's first parameter, wildcard or optional part, in lower case. */
function literalStart(path: string | RegExp): string {
  if (typeof path !== 'string') return '';
  const end = path.search(/[:*{(\\]/);
  // Routers match without regard to case (their default), so the test ignores case too.
  return (end === -1 ? path : path.slice(0, end)).toLowerCase();
}

/** The fewest literal starts that cover a router's routes (one that starts another covers it). */
function startsOf(router: Router<unknown>): readonly string[] {
  const starts = [...new Set(router.stack.map((layer) => literalStart(layer.path)))].sort();
  return starts.filter(
    (start, i) => !starts.slice(0, i).some((shorter) => start.startsWith(shorter)),
  );
}

interface Mounted {
  readonly starts: readonly string[];
  /** The router's `routes()` and `allowedMethods()`, as `app.use` would mount them. */
  readonly steps: readonly [Middleware, Middleware];
}

/** Runs `steps` in order as one middleware chain ending in `next`. */
function chain(steps: readonly Middleware[], ctx: ParameterizedContext, next: Next): Promise<void> {
  const step = (i: number): Promise<void> => {
    const middleware = steps[i];
    return middleware ? middleware(ctx, () => step(i + 1)) : next();
  };
  return step(0);
}

// Routers of any state: each checks its own, as when mounted alone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouter = Router<any, any>;

/**
 * `routers`' routes as one middleware. A request that no router's route can match still goes
 * through the last router, as it went through all before: its `allowedMethods` answers a method
 * no router implements with 501, and setting `ctx.matched` is all its routes do.
 */
export function routersByPath(routers: readonly AnyRouter[]): Middleware {
  // One bit per router in a 32-bit integer.
  if (routers.length > 31) throw new Error('routersByPath takes at most 31 routers');
  const mounted: Mounted[] = routers.map((router) => ({
    starts: startsOf(router),
    steps: [router.routes() as Middleware, router.allowedMethods() as Middleware],
  }));
  // Each router's starts with its bit, in one list.
  const starts = mounted.flatMap((router, i) =>
    router.starts.map((start) => [start, 1 << i] as const),
  );
  const last = mounted.at(-1);
  const fallback = last ? [...last.steps] : [];
  // The steps of each set of routers a path selects (a bit per router), built once per set.
  const chains = new Map<number, readonly Middleware[]>();
  const stepsOf = (selected: number): readonly Middleware[] => {
    let steps = chains.get(selected);
    if (!steps) {
      const own = mounted.filter((_, i) => selected & (1 << i)).flatMap((router) => router.steps);
      steps = own.length > 0 ? own : fallback;
      chains.set(selected, steps);
    }
    return steps;
  };
  const dispatch: Middleware = (ctx, next) => {
    const path = ctx.path.toLowerCase();
    let selected = 0;
    // Plain loops: this runs on every request, over some seventy starts.
    for (const [start, bit] of starts) if (path.startsWith(start)) selected |= bit;
    return chain(stepsOf(selected), ctx, next);
  };
  // As a router's own middleware names its router: the route audit reads every mounted route.
  return Object.assign(dispatch, { routers });
}
