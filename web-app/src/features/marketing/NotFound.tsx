import { Button, usePageTitle } from '@tongshu/web-ui';

/** Unknown paths and /notfound (spec sections 2 and 8). */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className="centered-page">
      <p className="centered-page__code" aria-hidden="true">
        404
      </p>
      <h1>Oops, the page you&apos;re looking for doesn&apos;t exist.</h1>
      <p className="centered-page__text">It may have moved, or the link may be mistyped.</p>
      <Button to="/">Go Home</Button>
    </div>
  );
}
