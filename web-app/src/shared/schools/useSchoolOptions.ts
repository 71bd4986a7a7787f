/** The words of every school option, from the bff (the engine is not in the browser bundle). */
import { useApi } from '@tongshu/web-ui';
import type { SchoolField, SchoolOptions } from '@tongshu/bff/api';
import { useSession } from '../session/SessionProvider';
import { schoolStampOf } from './records';

export const SCHOOL_OPTIONS_URL = '/api/schools/options';

/** undefined until the words have come. */
export function useSchoolOptions(): SchoolOptions | undefined {
  return useApi<SchoolOptions>(SCHOOL_OPTIONS_URL).data;
}

/** The signed-in user's stamp for `fields` (see `schoolStampOf`). */
export function useSchoolStamp(fields: readonly SchoolField[]): string {
  const options = useSchoolOptions();
  const { user } = useSession();
  return schoolStampOf(options, user ?? {}, fields);
}
