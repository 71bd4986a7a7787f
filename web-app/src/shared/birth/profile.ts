/** The profile form (spec sections 5 and 7), shared by /welcome and /account. */
import type { FieldDefs } from '@tongshu/web-ui';
import { birthDraftOf, birthSettingFields, type BirthDraft } from './birthFields';
import type { SessionUser } from '../session/user';
import { nameEmailFields } from '../lib/nameEmailFields';

/**
 * The profile form: name, email, gender, birth date and time, then where and how the birth is
 * charted. `draft` carries what a place pick or typing changed since the record was read.
 */
export function profileFields(
  user: SessionUser,
  draft: BirthDraft = birthDraftOf(user),
): FieldDefs {
  const field = (name: string, fallback: string) =>
    typeof draft[name] === 'string' ? (draft[name] as string) : fallback;
  return {
    ...nameEmailFields('Name', {
      name: field('name', user.name),
      email: field('email', user.email),
    }),
    ...birthDateFields({
      gender: field(
        'gender',
        user.gender === null || user.gender === undefined ? '' : String(user.gender),
      ),
      birth_date: field('birth_date', user.birth_date ?? ''),
      // No time is made up for a first profile: it is typed, or marked unknown (issue 42).
      birth_time: field('birth_time', user.birth_date ? (user.birth_time ?? '') : ''),
      birth_tz: typeof draft.birth_tz === 'string' ? draft.birth_tz : '',
      birth_time_unknown:
        typeof draft.birth_time_unknown === 'boolean'
          ? draft.birth_time_unknown
          : user.birth_time_unknown === true,
      birth_time_window: field('birth_time_window', String(user.birth_time_window ?? 0)),
    }),
    ...birthSettingFields(draft),
  };
}

/**
 * Gender, date and time of birth: the profile's, and each of the user's people's. A time can be
 * unknown (the chart then has three pillars; the time field is disabled and ignored) or uncertain
 * by a window of ± minutes (0..720; the chart lists what changes inside it).
 */
export function birthDateFields(values: {
  readonly gender: string;
  readonly birth_date: string;
  readonly birth_time: string;
  /** The zone of birth the time is read in, named under the time. */
  readonly birth_tz?: string;
  readonly birth_time_unknown?: boolean;
  /** Minutes, as typed. */
  readonly birth_time_window?: string;
}): FieldDefs {
  const unknown = values.birth_time_unknown === true;
  return {
    gender: {
      type: 'select',
      label: 'Gender',
      required: true,
      options: [
        { value: '0', label: 'Female' },
        { value: '1', label: 'Male' },
      ],
      value: values.gender || undefined,
      span: 1,
    },
    birth_date: {
      type: 'date',
      label: 'Date of Birth',
      required: true,
      errorMessage: 'Please enter your date of birth',
      value: values.birth_date,
      span: 1,
    },
    birth_time: {
      type: 'time',
      label: 'Time of Birth',
      // An unknown time is neither asked for nor shown as a clock reading it is not.
      ...(unknown ? { value: '' } : { required: true, value: values.birth_time }),
      errorMessage: 'Please enter your time of birth. 24Hr:Min',
      hint: values.birth_tz
        ? `24 hour clock, read as the time in ${values.birth_tz} (Time Zone of Birth, below).`
        : '24 hour clock, on the clock of the place of birth.',
      disabled: unknown,
      span: 1,
    },
    birth_time_unknown: {
      type: 'switch',
      label: "I don't know the birth time",
      value: unknown,
      hint: 'The chart then shows three pillars: the hour pillar (时柱) and what needs it are marked unknown, not charted from 00:00.',
      span: 1,
    },
    birth_time_window: {
      type: 'number',
      label: 'Uncertain by ± minutes',
      min: 0,
      max: 720,
      value: values.birth_time_window || '0',
      hint: '0 if the time is exact; up to 720. The chart lists what changes inside the window.',
      span: 1,
    },
  };
}

/** Spec section 6: an owner's profile saves to the account, anyone else's to the user. */
export const profileUrl = (user: SessionUser) =>
  user.permission === 'owner' ? '/api/account' : '/api/user';
