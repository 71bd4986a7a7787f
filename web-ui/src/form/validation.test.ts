import { UNSELECTED, type FieldDef, type UploadedFile } from './types';
import { effectiveValue, fileType, MEGABYTE, validateField, validateFields } from './validation';

const check = (field: FieldDef, value: Parameters<typeof validateField>[1]) =>
  validateField(field, value);

const file = (name: string, size = 10, type = ''): UploadedFile => ({ name, size, type, data: '' });

describe('section 5 rules and messages', () => {
  it('email: required and empty invalid, optional and empty valid, else the pattern', () => {
    const msg = 'Please enter a valid email address';
    expect(check({ type: 'email', required: true }, '')).toBe(msg);
    expect(check({ type: 'email' }, '')).toBeNull();
    expect(check({ type: 'email' }, 'not-an-email')).toBe(msg);
    expect(check({ type: 'email', required: true }, 'a@b')).toBe(msg);
    expect(check({ type: 'email', required: true }, 'ann@example.com')).toBeNull();
    // A form's own message replaces the one for a missing value only.
    const profile: FieldDef = {
      type: 'email',
      required: true,
      errorMessage: 'Please enter your email address',
    };
    expect(check(profile, '')).toBe('Please enter your email address');
    expect(check(profile, 'nope')).toBe(msg);
  });

  it('text and textarea: required and empty invalid', () => {
    expect(check({ type: 'text', required: true }, '')).toBe('Please enter a value');
    expect(check({ type: 'text', required: true }, '   ')).toBe('Please enter a value');
    expect(check({ type: 'textarea', required: true }, '')).toBe('Please enter a value');
    expect(check({ type: 'text' }, '')).toBeNull();
    expect(check({ type: 'text', required: true }, 'Ann')).toBeNull();
    expect(
      check({ type: 'text', required: true, errorMessage: 'Please enter your full name' }, ''),
    ).toBe('Please enter your full name');
  });

  it('number: numeric, bounds with their messages, and the default message', () => {
    expect(check({ type: 'number' }, 'abc')).toBe('Please enter a valid number');
    expect(check({ type: 'number', required: true }, '')).toBe('Please enter a number');
    expect(check({ type: 'number' }, '')).toBeNull();
    const between: FieldDef = { type: 'number', min: 1, max: 10 };
    expect(check(between, '0')).toBe('Please enter a number between 1 and 10');
    expect(check(between, '11')).toBe('Please enter a number between 1 and 10');
    expect(check(between, '1')).toBeNull();
    expect(check(between, '10')).toBeNull();
    // min only and max only are strict.
    expect(check({ type: 'number', min: 5 }, '5')).toBe('Please enter a number above 5');
    expect(check({ type: 'number', min: 5 }, '5.5')).toBeNull();
    expect(check({ type: 'number', max: 5 }, '5')).toBe('Please enter a number below 5');
    expect(check({ type: 'number', max: 5 }, '-2')).toBeNull();
  });

  it('password: required, then the complexity rule in order', () => {
    expect(check({ type: 'password', required: true }, '')).toBe('Please enter a password');
    const complex: FieldDef = { type: 'password', required: true, complexPassword: true };
    expect(check(complex, 'Abc1')).toBe('Password must be a minimum of 8 characters');
    expect(check(complex, 'abcdefgh')).toBe('Password must have at least one upper case letter');
    expect(check(complex, 'ABCDEFGH')).toBe('Password must have at least one lower case letter');
    expect(check(complex, 'Abcdefgh')).toBeNull();
    expect(check({ type: 'password', required: true }, 'short')).toBeNull();
  });

  it('phone: digits, spaces, plus, minus and parentheses with at least one digit', () => {
    expect(check({ type: 'phone', required: true }, '')).toBe('Please provide a phone number');
    expect(check({ type: 'phone' }, '+44 (0)20 7946-0958')).toBeNull();
    expect(check({ type: 'phone' }, '+-()')).toBe('Please enter a valid phone number');
    expect(check({ type: 'phone' }, '555-CALL')).toBe('Please enter a valid phone number');
  });

  it('url: the pattern', () => {
    expect(check({ type: 'url' }, 'https://tongshu.example/a?b=1')).toBeNull();
    expect(check({ type: 'url' }, 'example.com')).toBeNull();
    expect(check({ type: 'url' }, 'not a url')).toBe('Please enter a valid URL');
    expect(check({ type: 'url', required: true }, '')).toBe('Please enter a valid URL');
  });

  it('checkbox group: min, max, both, required and the default message', () => {
    const options = ['a', 'b', 'c', 'd'];
    expect(check({ type: 'checkbox', options, min: 2 }, ['a'])).toBe(
      'Please select at least 2 option(s)',
    );
    expect(check({ type: 'checkbox', options, max: 2 }, ['a', 'b', 'c'])).toBe(
      'Please select a maximum of 2 option(s)',
    );
    expect(check({ type: 'checkbox', options, min: 2, max: 3 }, ['a'])).toBe(
      'Please choose between 2 and 3 options',
    );
    expect(check({ type: 'checkbox', options, min: 2, max: 3 }, ['a', 'b', 'c', 'd'])).toBe(
      'Please choose between 2 and 3 options',
    );
    expect(check({ type: 'checkbox', options, min: 2, max: 3 }, ['a', 'b'])).toBeNull();
    expect(check({ type: 'checkbox', options, required: true }, [])).toBe(
      'Please select an option',
    );
    expect(check({ type: 'checkbox', options, required: true }, ['a'])).toBeNull();
    expect(check({ type: 'checkbox', options }, [])).toBeNull();
  });

  it('radio: valid if selected or not required', () => {
    expect(check({ type: 'radio', options: ['Yes', 'No'] }, '')).toBeNull();
    expect(check({ type: 'radio', options: ['Yes', 'No'], required: true }, '')).toBe(
      'Please select an option',
    );
    expect(check({ type: 'radio', options: ['Yes', 'No'], required: true }, 'No')).toBeNull();
  });

  it("select: the placeholder value 'unselected' is invalid when required", () => {
    expect(check({ type: 'select', options: ['a'], required: true }, UNSELECTED)).toBe(
      'Please select an option',
    );
    expect(check({ type: 'select', options: ['a'] }, UNSELECTED)).toBeNull();
    expect(check({ type: 'select', options: ['a'], required: true }, 'a')).toBeNull();
    expect(check({ type: 'selector', options: ['a'], required: true }, '')).toBe(
      'Please select an option',
    );
  });

  it('file: count, accepted types, size in MB and the default message', () => {
    expect(check({ type: 'file', required: true }, [])).toBe('Please select a file');
    expect(check({ type: 'file', max: 1 }, [file('a.png'), file('b.png')])).toBe(
      'Maximum of 1 file',
    );
    expect(check({ type: 'file', accept: ['png', '.jpg'] }, [file('cv.PDF')])).toBe(
      '.pdf files are not allowed',
    );
    expect(check({ type: 'file', accept: ['png', '.jpg'] }, [file('me.JPG')])).toBeNull();
    expect(check({ type: 'file', maxFileSize: 2 }, [file('big.png', 2 * MEGABYTE + 1)])).toBe(
      'Max filesize: 2mb',
    );
    expect(check({ type: 'file', maxFileSize: 2 }, [file('ok.png', 2 * MEGABYTE)])).toBeNull();
    expect(fileType({ name: 'noext', type: 'image/gif' })).toBe('gif');
  });

  it('time needs hour and minute; date needs year, month and day', () => {
    expect(check({ type: 'time', required: true }, '')).not.toBeNull();
    expect(check({ type: 'time', required: true }, '14:')).not.toBeNull();
    expect(check({ type: 'time', required: true }, '14:30')).toBeNull();
    expect(check({ type: 'time' }, '')).toBeNull();
    expect(check({ type: 'date', required: true }, '2026-02')).not.toBeNull();
    expect(check({ type: 'date', required: true }, '2026-02-30')).not.toBeNull();
    expect(check({ type: 'date', required: true }, '2024-02-29')).toBeNull();
    expect(
      check({ type: 'date', required: true, errorMessage: 'Please enter your date of birth' }, ''),
    ).toBe('Please enter your date of birth');
  });

  it('a field with no value takes its default', () => {
    expect(effectiveValue({ type: 'text', default: 'x' }, '')).toBe('x');
    expect(check({ type: 'text', required: true, default: 'x' }, '')).toBeNull();
    expect(effectiveValue({ type: 'select', default: 'free' }, UNSELECTED)).toBe('free');
  });

  it('hidden, header, link and creditcard fields are not checked here', () => {
    for (const type of ['hidden', 'header', 'link', 'creditcard'] as const) {
      expect(check({ type, required: true }, '')).toBeNull();
    }
  });

  it('validateFields keys every message by field name', () => {
    expect(
      validateFields(
        {
          name: { type: 'text', required: true },
          email: { type: 'email', required: true },
          note: { type: 'textarea' },
        },
        { name: '', email: 'ann@example.com', note: '' },
      ),
    ).toEqual({ name: 'Please enter a value' });
  });
});
