/**
 * A description from the OpenAPI document: paragraphs split at blank lines, and the one piece of
 * markdown its descriptions use, `code` in backticks, drawn as <code>. The contract writes them
 * so; a markdown library would weigh more than the whole reference.
 */
export function Prose({ text }: { readonly text?: string }) {
  if (!text) return null;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>
          {paragraph
            .split('`')
            .map((part, at) => (at % 2 === 1 ? <code key={at}>{part}</code> : part))}
        </p>
      ))}
    </>
  );
}
