/**
 * A block of code to copy. It scrolls sideways on a phone rather than wrapping, so it takes the
 * keyboard focus (a scrolled region must be reachable without a mouse); its title names the figure.
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
  return (
    <figure className="developers__example" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
