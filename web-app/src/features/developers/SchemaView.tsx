import { useState, type ReactNode } from 'react';
import {
  exampleText,
  fieldsOf,
  resolve,
  typeLabel,
  type OpenApiDocument,
  type Schema,
} from './openapi';
import { Prose } from './Prose';

/**
 * A <details> whose content is drawn only once it is opened: the document's schemas nest deep
 * (an almanac day holds hours, which hold terms), and drawn whole under every operation they
 * would be thousands of elements nobody opened.
 */
function Expandable({
  summary,
  children,
}: {
  readonly summary: ReactNode;
  readonly children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="reference__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && <div className="reference__nested">{children()}</div>}
    </details>
  );
}

/** A schema's allowed values, range and example, each when it has one. */
export function SchemaFacts({
  document,
  schema,
  withExample = true,
}: {
  readonly document: OpenApiDocument;
  readonly schema: Schema;
  /** False where the example has a place of its own (the parameters' column). */
  readonly withExample?: boolean;
}) {
  const target = resolve(document, schema).schema;
  const range = [
    target.minimum !== undefined && `from ${target.minimum}`,
    target.maximum !== undefined && `to ${target.maximum}`,
    target.maxLength !== undefined && `at most ${target.maxLength} characters`,
  ].filter(Boolean);
  return (
    <>
      {target.enum && (
        <p className="reference__fact">
          One of:{' '}
          {target.enum.map((value, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <code>{exampleText(value)}</code>
            </span>
          ))}
        </p>
      )}
      {range.length > 0 && <p className="reference__fact">{range.join(' ')}</p>}
      {withExample && target.example !== undefined && (
        <p className="reference__fact">
          Example: <code>{exampleText(target.example)}</code>
        </p>
      )}
    </>
  );
}

/** The fields of an object schema, each a row that opens onto its own fields if it has some. */
function Fields({
  document,
  schema,
}: {
  readonly document: OpenApiDocument;
  readonly schema: Schema;
}) {
  const required = new Set(schema.required ?? []);
  return (
    <ul className="reference__fields">
      {Object.entries(schema.properties ?? {}).map(([name, field]) => (
        <Field
          key={name}
          document={document}
          name={name}
          schema={field}
          required={required.has(name)}
        />
      ))}
    </ul>
  );
}

function Field({
  document,
  name,
  schema,
  required,
}: {
  readonly document: OpenApiDocument;
  readonly name: string;
  readonly schema: Schema;
  readonly required: boolean;
}) {
  const head = (
    <>
      <code className="reference__name">{name}</code>{' '}
      <span className="reference__type">{typeLabel(document, schema)}</span>
      {required && <span className="reference__required"> required</span>}
    </>
  );
  // A field's own description first; a $ref carries none, so its component's.
  const about = (
    <>
      <Prose text={schema.description ?? resolve(document, schema).schema.description} />
      <SchemaFacts document={document} schema={schema} />
    </>
  );
  const fields = fieldsOf(document, schema);
  return (
    <li>
      {fields ? (
        <Expandable summary={head}>
          {() => (
            <>
              {about}
              <Fields document={document} schema={fields} />
            </>
          )}
        </Expandable>
      ) : (
        <>
          {head}
          {about}
        </>
      )}
    </li>
  );
}

/**
 * A request body's or an answer's schema: its name (the component a `$ref` points at) or type,
 * opening onto its fields; a plain value is its type alone.
 */
export function SchemaView({
  document,
  schema,
}: {
  readonly document: OpenApiDocument;
  readonly schema: Schema;
}) {
  const label = <code className="reference__type">{typeLabel(document, schema)}</code>;
  const fields = fieldsOf(document, schema);
  if (!fields) return label;
  return (
    <Expandable summary={label}>
      {() => (
        <>
          <Prose text={resolve(document, schema).schema.description} />
          <Fields document={document} schema={fields} />
        </>
      )}
    </Expandable>
  );
}
