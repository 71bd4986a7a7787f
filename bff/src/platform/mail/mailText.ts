/**
 * `plainMail(message)`: a mail whose user-typed parts cannot add a header or hide a control.
 * Subjects carry names people typed ("Ann invited you to Tongshu", "Contact message from Ann");
 * nodemailer turns a CR or LF in a subject into a space, but encodes VT, FF, NEL, NUL and DEL as
 * they are (RFC 2047), so a mail client decodes them back into the header it shows.
 *
 * Every header value (subject, to, reply-to, anything but the body) becomes one line with no
 * control: line breaks, tabs and the other breaks a space, the rest removed. The body keeps its
 * line breaks (CRLF and CR written as LF) and tabs, the only controls plain text needs.
 */
import { withoutControls } from '@tongshu/engine';
import type { MailMessage } from './mailer';

export function plainMail<Message extends MailMessage>(message: Message): Message {
  const fields = Object.entries(message).map(([field, value]) => {
    if (typeof value !== 'string') return [field, value];
    return [
      field,
      field === 'text' ? withoutControls(value, '\n', '\t') : withoutControls(value, ' '),
    ];
  });
  return Object.fromEntries(fields) as Message;
}
