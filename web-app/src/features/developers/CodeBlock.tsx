import { Button, useNotification } from '@tongshu/web-ui';
import { copy } from '../../shared/almanac/calendars';

/**
 * A block of code to copy, with a button that puts it on the clipboard. It scrolls sideways on a
 * phone rather than wrapping, so it takes the keyboard focus (a scrolled region must be reachable
 * without a mouse); its title names the figure, and the button says which code it copies.
 */
export function CodeBlock({
  id,
  title,
  code,
}: {
  readonly id: string;
  readonly title: string;
  readonly code: string;
}) {
  const notify = useNotification();
  const copyCode = () =>
    copy(code).then(
      () => notify.show(`Copied: ${title}`, { type: 'success', autoclose: true }),
      () => notify.show('Could not copy the code', { type: 'error', autoclose: true }),
    );
  return (
    <figure className="developers__example" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <Button
        variant="ghost"
        size="sm"
        icon="copy"
        className="developers__copy"
        aria-label={`Copy ${title}`}
        onClick={copyCode}
      >
        Copy
      </Button>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
