/**
 * Scalar's API reference (the self-contained browser build of @scalar/api-reference), loaded as a
 * script of our own origin the first time /developers shows the reference: its 4 MB never reach
 * another page. webpack emits the file with a content hash (web-app/webpack.config.js), so the
 * bff serves it cacheable for good, and the content security policy's `script-src 'self'` admits
 * it without a change.
 */
import scalarScript from 'scalar-standalone';

export interface ScalarInstance {
  destroy(): void;
}

export interface Scalar {
  createApiReference(element: Element, configuration: Record<string, unknown>): ScalarInstance;
}

declare global {
  interface Window {
    Scalar?: Scalar;
  }
}

let loading: Promise<Scalar> | undefined;

/**
 * Resolves with the global `Scalar` once its script has run; a failed load may be tried again.
 * Before the script runs, zod (inside Scalar) is told to stay "jitless": otherwise it probes
 * `Function('')` to compile its parsers, which the policy (no 'unsafe-eval') refuses with a
 * reported violation. zod reads `globalThis.__zod_globalConfig`, shared by every copy of it.
 */
export function loadScalar(): Promise<Scalar> {
  loading ??= new Promise<Scalar>((resolve, reject) => {
    const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
    const script = document.createElement('script');
    script.src = scalarScript;
    script.async = true;
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The API reference could not load'));
    };
    script.onload = () => (window.Scalar ? resolve(window.Scalar) : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
