/**
 * "Skip to main content": the first thing a keyboard reaches on every page, shown when focused.
 * It moves focus to the page's `<main id="main">` without touching the URL's hash, which some
 * pages use (/welcome's steps).
 */
export function SkipLink({ target = 'main' }: { readonly target?: string }) {
  return (
    <a
      className="tsu-skip-link"
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.setAttribute('tabindex', '-1');
        main.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
