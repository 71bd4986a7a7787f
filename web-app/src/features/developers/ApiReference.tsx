import { useEffect, useRef, useState } from 'react';
import { Loader, Message } from '@tongshu/web-ui';
import { api } from '../../shared/api/client';
import { loadScalar, type ScalarInstance } from './loadScalar';

/**
 * Scalar's settings for a reference inside our page and our content security policy: no font,
 * telemetry or agent from Scalar's hosts (the policy would refuse them, and a reader's visit is
 * not theirs to count), light only (developers.css gives it our fonts and colours), the document
 * downloadable as JSON.
 */
function configuration(
  content: Record<string, unknown>,
  onLoaded: () => void,
): Record<string, unknown> {
  return {
    content,
    // Names the downloaded document (tongshu-api-v1.json) instead of Scalar's "api-1".
    slug: 'tongshu-api-v1',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideDarkModeToggle: true,
    forceDarkModeState: 'light',
    documentDownloadType: 'json',
    // Every operation in the sidebar and the page from the start: the API is small enough.
    defaultOpenAllTags: true,
    // Its request client fails axe (unnamed buttons, editors without their ARIA); the examples
    // above show how to call instead.
    hideClientButton: true,
    hideTestRequestButton: true,
    onLoaded,
  };
}

type State = 'loading' | 'ready' | 'failed';

/**
 * Two things axe finds in Scalar's markup, mended as Scalar renders (it draws operations as they
 * scroll into view): its layout has a <main> of its own, which inside ours is a part of the page,
 * a labelled region rather than a second main landmark; and its code blocks' copy buttons are
 * icons without a name.
 */
function repairAccessibility(root: HTMLElement): MutationObserver {
  const repair = () => {
    root
      .querySelectorAll('main:not([role])')
      .forEach((main) => main.setAttribute('role', 'region'));
    root
      .querySelectorAll('button.scalar-code-copy:not([aria-label])')
      .forEach((button) => button.setAttribute('aria-label', 'Copy code'));
  };
  const observer = new MutationObserver(repair);
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

/**
 * The API reference rendered from `url` (the served OpenAPI document), fetched here while
 * Scalar's script loads: a document that fails says so on our page (Scalar would leave its
 * request unread and open), and Scalar is handed the document itself. Scalar is a Vue app: it
 * owns the children of the element React gives it, and is destroyed (its styles with it) when
 * the page goes. The loader stays until Scalar has drawn the document.
 */
export function ApiReference({ url }: { readonly url: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let live = true;
    let instance: ScalarInstance | undefined;
    Promise.all([loadScalar(), api.get(url)]).then(
      ([scalar, document]) => {
        if (!live || !host.current) return;
        instance = scalar.createApiReference(
          host.current,
          configuration(document, () => {
            if (live) setState('ready');
          }),
        );
      },
      () => {
        if (live) setState('failed');
      },
    );
    const repair = host.current ? repairAccessibility(host.current) : undefined;
    return () => {
      live = false;
      repair?.disconnect();
      instance?.destroy();
    };
  }, [url]);
  return (
    <>
      {state === 'loading' && <Loader label="Loading the API reference" />}
      {state === 'failed' && (
        <Message tone="error">
          The reference could not load. The OpenAPI document itself is at <a href={url}>{url}</a>.
        </Message>
      )}
      <div ref={host} className="developers__reference" />
    </>
  );
}
