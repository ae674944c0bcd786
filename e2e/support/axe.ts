import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rule sets and axe's best practices: what the product promises to pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on what the page shows now and returns one readable line per failing element
 * ("/feed [dark] color-contrast (serious): .hm-chip — Fix any of the following: …"), so a failure
 * says where to look without opening a trace. Needs a context made with `bypassCSP: true`: axe is
 * injected as an inline script, which the app's CSP forbids.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${where} ${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`),
  );
}
