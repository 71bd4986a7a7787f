/**
 * What a page cuts off without saying so (issue 33): tables, tab strips and the navigation in
 * `main` wider than their visible box, and cells whose text overflow hidden clips. Wider than the
 * box is fine only in a scroll container with the scroll cue TableScroll draws: keyboard focus, a
 * visible "Scroll sideways" hint beside it and a visible gradient fade over its edge.
 */
import type { Page } from 'playwright-core';

/** One line per cut: what is cut and what it lacks. Runs in the page (no imports in there). */
function findCuts(): string[] {
  const cuts: string[] = [];
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    el.getBoundingClientRect().width > 1;
  const nameOf = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? el.querySelector('caption')?.textContent;
    const words = (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${words}"`;
  };
  const overflowX = (el: Element) => getComputedStyle(el).overflowX;
  const fades = (el: Element) =>
    (['::before', '::after'] as const).some((pseudo) => {
      const style = getComputedStyle(el, pseudo);
      return (
        style.content !== 'none' &&
        style.display !== 'none' &&
        style.visibility === 'visible' &&
        Number(style.opacity) > 0 &&
        style.backgroundImage.includes('gradient')
      );
    });
  /** What the scroll container lacks of the cue, or '' when it has all of it. */
  const missingCue = (box: HTMLElement) => {
    const frame = box.parentElement ?? box;
    const around = frame.parentElement ?? frame;
    const hint = Array.from(around.querySelectorAll('*')).some(
      (el) =>
        !box.contains(el) &&
        /scroll sideways/i.test(el.textContent ?? '') &&
        shown(el) &&
        el.getBoundingClientRect().right <= window.innerWidth,
    );
    const missing = [
      box.tabIndex < 0 ? 'keyboard focus' : '',
      hint ? '' : 'a visible "Scroll sideways" hint',
      fades(box) || fades(frame) ? '' : 'a fade at the cut edge',
    ].filter(Boolean);
    return missing.join(', ');
  };

  for (const target of Array.from(document.querySelectorAll('table, [role="tablist"], main nav'))) {
    if (!shown(target)) continue;
    // A tab strip may scroll itself; a table scrolls in a box around it.
    let box = target.tagName === 'TABLE' ? target.parentElement : (target as HTMLElement);
    while (box && box !== document.body && overflowX(box) === 'visible') box = box.parentElement;
    if (!box || box === document.body) {
      const right = target.getBoundingClientRect().right;
      if (right > window.innerWidth + 1) {
        cuts.push(`${nameOf(target)} runs past the window (${Math.round(right)} px)`);
      }
      continue;
    }
    const right = box.getBoundingClientRect().right;
    if (right > window.innerWidth + 1) {
      cuts.push(
        `${nameOf(target)} is in a box that runs past the window (${Math.round(right)} px)`,
      );
      continue;
    }
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    const seen = `${box.clientWidth} of ${box.scrollWidth} px shown`;
    if (overflowX(box) !== 'auto' && overflowX(box) !== 'scroll') {
      cuts.push(`${nameOf(target)} is clipped by overflow ${overflowX(box)} (${seen})`);
      continue;
    }
    const missing = missingCue(box);
    if (missing) cuts.push(`${nameOf(target)} scrolls (${seen}) without ${missing}`);
  }

  for (const cell of Array.from(document.querySelectorAll('td, th, [role="tab"], main nav a'))) {
    if (!shown(cell)) continue;
    for (const el of [cell, ...Array.from(cell.querySelectorAll('*'))]) {
      const clips = overflowX(el) === 'hidden' || overflowX(el) === 'clip';
      // Visually hidden labels (1 px boxes) are meant for screen readers, not cut.
      if (clips && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1) {
        cuts.push(`${nameOf(cell)}: text clipped by overflow ${overflowX(el)}`);
        break;
      }
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth) {
    cuts.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  }
  return cuts;
}

export async function cutOffs(page: Page): Promise<string[]> {
  return page.evaluate(findCuts);
}
