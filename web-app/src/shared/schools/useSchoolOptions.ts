/** The words of every school option, from the bff (the engine is not in the browser bundle). */
import { useApi } from '@tongshu/web-ui';
import type { SchoolField, SchoolOptions } from '@tongshu/bff/api';
import { useSession } from '../session/SessionProvider';
import { SCHOOL_FIELD_ORDER, schoolStampOf } from './records';

export const SCHOOL_OPTIONS_URL = '/api/schools/options';

/** Words for every field, each with its choices: anything else is not drawn from. */
function complete(data: unknown): data is SchoolOptions {
  const options = data as Partial<Record<string, { choices?: unknown }>> | undefined;
  return SCHOOL_FIELD_ORDER.every((field) => Array.isArray(options?.[field]?.choices));
}

/**
 * The words (undefined until they have come, or when the answer is not the words), and whether
 * the call is still under way: a form that draws them waits for it rather than being drawn again
 * under the user's fingers.
 */
export function useSchoolOptionsState(): {
  readonly options: SchoolOptions | undefined;
  readonly loading: boolean;
} {
  const { data, loading } = useApi<SchoolOptions>(SCHOOL_OPTIONS_URL);
  return { options: complete(data) ? data : undefined, loading };
}

/** undefined until the words have come (or when the answer is not the words). */
export function useSchoolOptions(): SchoolOptions | undefined {
  return useSchoolOptionsState().options;
}

/** The signed-in user's stamp for `fields` (see `schoolStampOf`). */
export function useSchoolStamp(fields: readonly SchoolField[]): string {
  const options = useSchoolOptions();
  const { user } = useSession();
  return schoolStampOf(options, user ?? {}, fields);
}
