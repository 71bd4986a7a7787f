/**
 * The schools API (issue 35): the words of every school option (`GET /api/schools/options`, for
 * the "Your school" card) and where schools differ (`GET /api/schools/{bazi|day|qimen}`).
 */
import type { SchoolField, SchoolOption } from '@tongshu/engine';

export type {
  School,
  SchoolChoice,
  SchoolDifference,
  SchoolDifferences,
  SchoolField,
  SchoolOption,
  SchoolValue,
} from '@tongshu/engine';

/** GET /api/schools/options: the engine's `SCHOOL_OPTIONS`, one entry a school field. */
export type SchoolOptions = { readonly [F in SchoolField]: SchoolOption<F> };
