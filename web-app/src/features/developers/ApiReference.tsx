import { Loader, Message, useApi } from '@tongshu/web-ui';
import {
  operationsByTag,
  type OpenApiDocument,
  type OperationEntry,
  type SecurityScheme,
} from './openapi';
import { OperationView } from './OperationView';
import { Prose } from './Prose';

/** The header a bearer scheme (the API key's) asks for, as a developer sends it. */
function headerOf(scheme: SecurityScheme): string | undefined {
  if (scheme.type !== 'http' || scheme.scheme?.toLowerCase() !== 'bearer') return undefined;
  return `Authorization: Bearer ${scheme.bearerFormat ?? '<token>'}`;
}

/** The document-wide security, said once here rather than under every operation. */
function Authentication({ document }: { readonly document: OpenApiDocument }) {
  const names = (document.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const schemes = names.flatMap((name) => document.components?.securitySchemes?.[name] ?? []);
  if (schemes.length === 0) return null;
  return (
    <>
      {schemes.map((scheme, index) => {
        const header = headerOf(scheme);
        return (
          <p key={index}>
            <strong>Authentication</strong>: {scheme.description ?? scheme.type}, sent with every
            operation
            {header && (
              <>
                {' '}
                as the header <code>{header}</code>
              </>
            )}
            .
          </p>
        );
      })}
    </>
  );
}

/** The reference's contents: every operation by tag, each a link to its section. */
function Contents({ groups }: { readonly groups: readonly [string, OperationEntry[]][] }) {
  return (
    <nav className="reference__contents" aria-labelledby="reference-contents">
      <h3 id="reference-contents">Operations</h3>
      {groups.map(([tag, entries]) => (
        <div key={tag}>
          <h4>{tag}</h4>
          <ul>
            {entries.map((entry) => (
              <li key={entry.anchor}>
                <a href={`#${entry.anchor}`}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The API reference drawn from the OpenAPI document at `url`, by our own small renderer (a
 * chunk loaded with this page only; docs/decisions.md says why not Scalar): contents by tag,
 * then every operation with its parameters, answers, schemas and a curl line on `origin`.
 */
export function ApiReference({
  url,
  fileName,
  origin,
}: {
  readonly url: string;
  /** The name the downloaded document is saved under. */
  readonly fileName: string;
  readonly origin: string;
}) {
  // The page stands without the reference: a failure is said here, not sent to the error page.
  const { data: document, loading } = useApi<OpenApiDocument>(url, {
    envelope: false,
    reportErrors: false,
  });
  if (loading) return <Loader label="Loading the API reference" />;
  if (!document?.paths) {
    return (
      <Message tone="error">
        The reference could not load. The OpenAPI document itself is at <a href={url}>{url}</a>.
      </Message>
    );
  }
  const groups = operationsByTag(document);
  return (
    <div className="developers__reference">
      <div className="reference__about">
        <p>
          <strong>{document.info.title}</strong>, version {document.info.version}
          {document.info.summary && `: ${document.info.summary}`}.
        </p>
        <Prose text={document.info.description} />
        <Authentication document={document} />
        <p>
          <a href={url} download={fileName}>
            Download the OpenAPI document ({fileName})
          </a>
        </p>
      </div>
      <div className="reference__layout">
        <Contents groups={groups} />
        <div className="reference__operations">
          {groups.map(([tag, entries]) => (
            <section key={tag}>
              <h3>{tag}</h3>
              {entries.map((entry) => (
                <OperationView
                  key={entry.anchor}
                  document={document}
                  origin={origin}
                  entry={entry}
                />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
