/**
 * Accessibility audits in the browser tests: axe-core (the engine behind most accessibility checkers) run in the
 * page as it stands, against WCAG 2.2 A and AA and axe's best practices.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
};

let source: Promise<string> | undefined;

/** axe-core's browser bundle, read once. */
function axeSource(): Promise<string> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * The page's accessibility violations, one line each (rule, impact, help, the first elements), empty when
 * there are none. The engine is evaluated through the DevTools protocol, which the app's Content-Security-Policy
 * (no inline scripts) does not apply to.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as Violation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ` +
      violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | '),
  );
}
