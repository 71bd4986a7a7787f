/** The profile form (spec sections 5 and 7), shared by /welcome and /account. */
import type { FieldDefs } from '@tongshu/web-ui';
import type { SessionUser } from '../session/user';

export function profileFields(user: SessionUser): FieldDefs {
  return {
    name: {
      type: 'text',
      label: 'Name',
      required: true,
      errorMessage: 'Please enter your name',
      value: user.name,
      span: 1,
    },
    email: {
      type: 'email',
      label: 'Email',
      required: true,
      errorMessage: 'Please enter your email address',
      value: user.email,
      span: 1,
    },
    gender: {
      type: 'select',
      label: 'Gender',
      required: true,
      options: [
        { value: '0', label: 'Female' },
        { value: '1', label: 'Male' },
      ],
      value: user.gender === null || user.gender === undefined ? undefined : String(user.gender),
      span: 1,
    },
    birth_date: {
      type: 'date',
      label: 'Date of Birth',
      required: true,
      errorMessage: 'Please enter your date of birth',
      value: user.birth_date ?? '',
      span: 1,
    },
    birth_time: {
      type: 'time',
      label: 'Time of Birth',
      required: true,
      default: '00:00',
      errorMessage: 'Please enter your time of birth. 24Hr:Min',
      value: user.birth_time ?? '00:00',
      hint: '24 hour clock; leave 00:00 if you do not know it.',
      span: 1,
    },
  };
}

/** Spec section 6: an owner's profile saves to the account, anyone else's to the user. */
export const profileUrl = (user: SessionUser) =>
  user.permission === 'owner' ? '/api/account' : '/api/user';
