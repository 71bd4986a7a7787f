import type { PersonRecord } from '@tongshu/bff/api';

/** One of the user's people as GET /api/people answers, its fields also readable by name (forms). */
export type PersonData = PersonRecord & Readonly<Record<string, unknown>>;
