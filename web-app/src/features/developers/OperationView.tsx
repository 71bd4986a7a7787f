import { ScrollTable } from '@tongshu/web-ui';
import { CodeBlock } from './CodeBlock';
import { curlCommand } from './examples';
import {
  exampleText,
  typeLabel,
  type Content,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
} from './openapi';
import { Prose } from './Prose';
import { SchemaFacts, SchemaView } from './SchemaView';

function Parameters({
  document,
  label,
  parameters,
}: {
  readonly document: OpenApiDocument;
  readonly label: string;
  readonly parameters: readonly Parameter[];
}) {
  return (
    <ScrollTable label={`Parameters of ${label}`}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">In</th>
          <th scope="col">Required</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => {
          const schema = parameter.schema ?? {};
          return (
            <tr key={`${parameter.in}-${parameter.name}`}>
              <th scope="row">
                <code>{parameter.name}</code>
              </th>
              <td>{parameter.in}</td>
              <td>{parameter.required ? 'yes' : 'no'}</td>
              <td>
                {typeLabel(document, schema)}
                <SchemaFacts document={document} schema={schema} withExample={false} />
              </td>
              <td>
                <Prose text={parameter.description} />
              </td>
              <td>
                {parameter.example !== undefined && <code>{exampleText(parameter.example)}</code>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** A body's or an answer's description, then the schema of each media type it comes in. */
function Body({
  document,
  content,
}: {
  readonly document: OpenApiDocument;
  readonly content: Content;
}) {
  return (
    <>
      <Prose text={content.description} />
      {Object.entries(content.content ?? {}).map(([type, { schema }]) => (
        <div key={type} className="reference__media">
          <span className="reference__muted">{type}</span>{' '}
          {schema && <SchemaView document={document} schema={schema} />}
        </div>
      ))}
    </>
  );
}

/**
 * The request `curl` sends for an operation: path parameters replaced by their examples (a
 * placeholder where there is none), then the query parameters that are required or have an
 * example.
 */
function curlOf(origin: string, { method, path, operation }: OperationEntry): string {
  const parameters = operation.parameters ?? [];
  const url = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const example = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === undefined ? `<${name}>` : encodeURIComponent(exampleText(example));
  });
  const query = parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map(
      (p) => [p.name, p.example === undefined ? `<${p.name}>` : exampleText(p.example)] as const,
    );
  return curlCommand(`${origin}${url}`, query, method.toUpperCase());
}

/** One operation: what it does, what it takes, what it answers, and how to call it. */
export function OperationView({
  document,
  origin,
  entry,
}: {
  readonly document: OpenApiDocument;
  readonly origin: string;
  readonly entry: OperationEntry;
}) {
  const { method, path, label, anchor, operation } = entry;
  return (
    <article className="reference__operation" aria-labelledby={anchor}>
      <h4 id={anchor}>{entry.title}</h4>
      <p className="reference__endpoint">
        <span className="reference__method">{method.toUpperCase()}</span> <code>{path}</code>
      </p>
      <Prose text={operation.description} />
      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <h5>Parameters</h5>
          <Parameters document={document} label={label} parameters={operation.parameters} />
        </>
      )}
      {operation.requestBody && (
        <>
          <h5>Request body{operation.requestBody.required && ' (required)'}</h5>
          <Body document={document} content={operation.requestBody} />
        </>
      )}
      <h5>Responses</h5>
      <dl className="reference__responses">
        {Object.entries(operation.responses ?? {}).map(([status, response]) => (
          <div key={status}>
            <dt>{status}</dt>
            <dd>
              <Body document={document} content={response} />
            </dd>
          </div>
        ))}
      </dl>
      <CodeBlock id={`${anchor}-curl`} title={`${label} with curl`} code={curlOf(origin, entry)} />
    </article>
  );
}
