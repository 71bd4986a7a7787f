/**
 * The served Chinese font before the first paint (issue 33). A face of 'Tongshu Han' loads only
 * when a page first lays out one of its characters, and that first layout cannot use it; so the
 * app loads the logo's seal and the common file (every character the product prints) before it
 * renders, and from then on every page, and every page it routes to, draws its Chinese from the
 * start. index.html preloads both files while the scripts come, so the wait is mostly overlapped.
 */

/** The seal (通) and a character of the common file: `document.fonts.load` loads their faces. */
const FIRST_PAINT_TEXT = '通日';

/**
 * Resolves when both files have loaded, have failed, or after `timeoutMs` on a slow network
 * (the faces' `font-display: block` then hides their characters while they come, rather than
 * showing empty boxes); never rejects. Resolves at once where there is no FontFaceSet (jsdom).
 */
export function hanFontsLoaded(timeoutMs = 3000): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    document.fonts.load("1em 'Tongshu Han'", FIRST_PAINT_TEXT).then(done, done);
  });
}
