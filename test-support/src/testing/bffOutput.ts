/**
 * What the bff prints, read by the tests and benches that start it as a process: whether it has
 * started, the operator's sign-in, its log's messages. Plain text parsing: it loads nothing, so a
 * browser test that reads it loads no database driver.
 */

/** The messages of the bff's JSON log lines, in order (other output is skipped). */
export function logMessages(stdout: string): string[] {
  return stdout.split('\n').flatMap((line) => {
    try {
      const { msg } = JSON.parse(line) as { msg?: unknown };
      return typeof msg === 'string' ? [msg] : [];
    } catch {
      return [];
    }
  });
}

/** The operator's sign-in as the bff prints it on its first start. */
export interface OperatorSignIn {
  readonly email: string;
  readonly password: string;
}

/** server.ts logs its address, then the operator line (with the password on a first start). */
export const hasStarted = (stdout: string): boolean =>
  /Tongshu is running at \S+[\s\S]*Operator sign-in[^\n]*\n/.test(stdout);

/** The operator's email and password from the bff's output; undefined after the first start. */
export function operatorSignIn(stdout: string): OperatorSignIn | undefined {
  const match = /Operator sign-in \(shown once[^)]*\): ([^\s"]+) \/ ([^\s"]+)/.exec(stdout);
  return match ? { email: match[1] ?? '', password: match[2] ?? '' } : undefined;
}
