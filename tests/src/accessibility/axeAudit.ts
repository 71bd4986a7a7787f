/**
 * axe-core (through @axe-core/playwright) over the page as it stands, every rule axe runs by
 * default: nothing is switched off. A finding counts when axe rates it serious or critical.
 *
 * Legacy mode runs `axe.run` in the page itself: the default finishes each run in a new blank
 * tab with axe injected twice more, a third of a view's time here. What legacy mode gives up,
 * cross-origin frames, the product has none (Stripe's frames need a key tests never have); the
 * same 89 rules are evaluated.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface Finding {
  readonly view: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  /** CSS selectors of the offending nodes, as axe names them. */
  readonly targets: readonly string[];
}

export interface Audit {
  /** Serious and critical: each one fails the page. */
  readonly findings: readonly Finding[];
  /** Moderate and minor: reported in the run's summary, not failed on. */
  readonly lesser: readonly Finding[];
  /** Every rule axe evaluated on the page (passed, failed, incomplete or not applicable). */
  readonly rules: readonly string[];
}

const COUNTED = new Set(['serious', 'critical']);

/** Runs axe over `page`; `view` names it in the findings (route, width, who). */
export async function audit(page: Page, view: string): Promise<Audit> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const all = results.violations.map((violation) => ({
    view,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  const findings = all.filter((finding) => COUNTED.has(finding.impact));
  const lesser = all.filter((finding) => !COUNTED.has(finding.impact));
  const rules = [
    ...results.passes,
    ...results.violations,
    ...results.incomplete,
    ...results.inapplicable,
  ].map((rule) => rule.id);
  return { findings, lesser, rules };
}

/** One line per finding, for a failure message a reader can act on. */
export function listFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => `${f.view}: ${f.impact} ${f.rule} (${f.help}) at ${f.targets.join(', ')}`)
    .join('\n');
}
