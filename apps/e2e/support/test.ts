// The `test` every spec uses: Playwright's, with a console guard. Every browser context a test opens (the `page`
// fixture's and any from `browser.newContext()` / `browser.newPage()`) is watched; a console error or warning, or an
// uncaught page error, fails the test at its end with the messages listed. A test that provokes one on purpose (a
// wrong password answered 401) says so with `consoleGuard.allow(pattern, why)`, which must then match something:
// there is no blanket filter, and an allowance nothing needed fails too, so the list cannot go stale.
import { test as base, type BrowserContext, type ConsoleMessage, type WebError } from '@playwright/test';

export { expect } from '@playwright/test';

export interface ConsoleGuard {
  /** Accept console errors/warnings matching `pattern` in this test only; `why` names what the test provokes. */
  allow: (pattern: RegExp, why: string) => void;
  /** Accept the browser's report of one API answer the test provokes: `status` from a path under /api/ ending as given. */
  allowRefusal: (status: number, apiPath: string, why: string) => void;
  /** Watch one more context (the fixtures call it; the contexts a test makes are watched already). */
  watch: (context: BrowserContext) => void;
  /** Note what a context's pages show now, while they are open, for a failure's report (the fixtures call it). */
  describeBeforeClose: (context: BrowserContext) => Promise<void>;
}

interface Allowance {
  pattern: RegExp;
  why: string;
  used: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (at ${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
  return `[console.${message.type()}] ${message.text()}${where}`;
}

function describeError(error: WebError): string {
  const err = error.error();
  return `[pageerror] ${err.message}${error.page() ? ` (on ${error.page()?.url()})` : ''}`;
}

/**
 * After a failure, what each page of the test showed: its address and its accessibility tree (what `getByRole` can
 * find: a dialog or menu left open hides the rest of the page from it), so that the failure report alone, as a CI
 * log shows it, tells why.
 */
async function describePages(contexts: Iterable<BrowserContext>): Promise<string> {
  const parts: string[] = [];
  for (const context of contexts) {
    for (const page of context.pages()) {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
      const lines = tree.split('\n');
      const shown = lines.length > 80 ? [...lines.slice(0, 80), `... ${lines.length - 80} more lines`] : lines;
      parts.push(`--- page at ${page.url()} ---\n${shown.join('\n')}`);
    }
  }
  return parts.join('\n');
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser }, use, testInfo) => {
      const allowances: Allowance[] = [];
      const noise: string[] = [];
      const watched = new Set<BrowserContext>();
      // What the pages showed, noted before their context closed: the `page` fixture's context closes before this
      // guard's end, and a closed context has no pages left to describe.
      const described: string[] = [];
      const failed = () => testInfo.status !== testInfo.expectedStatus;
      const describeBeforeClose = async (context: BrowserContext) => {
        if (!failed() || !watched.delete(context)) return;
        const pages = await describePages([context]);
        if (pages) described.push(pages);
      };
      const record = (line: string) => {
        const allowance = allowances.find((a) => a.pattern.test(line));
        if (allowance) allowance.used = true;
        else noise.push(line);
      };
      const watch = (context: BrowserContext) => {
        if (watched.has(context)) return;
        watched.add(context);
        context.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') record(describeConsole(message));
        });
        context.on('weberror', (error) => record(describeError(error)));
      };

      // Contexts the test opens itself: watch them as they are made, for this test only.
      const { newContext, newPage } = browser;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext.apply(browser, args);
        watch(context);
        return context;
      };
      browser.newPage = async (...args: Parameters<typeof newPage>) => {
        const page = await newPage.apply(browser, args);
        watch(page.context());
        return page;
      };

      const allow = (pattern: RegExp, why: string) => void allowances.push({ pattern, why, used: false });
      const allowRefusal = (status: number, apiPath: string, why: string) =>
        allow(new RegExp(`status of ${status} .*\\(at [^)]*/api/${escapeRegExp(apiPath)}(\\?[^)]*)?(:\\d+)?\\)$`), why);
      await use({ allow, allowRefusal, watch, describeBeforeClose });

      browser.newContext = newContext;
      browser.newPage = newPage;
      const unused = allowances.filter((a) => !a.used).map((a) => `allowed but never seen: ${a.pattern} (${a.why})`);
      const problems: string[] = [];
      if (noise.length > 0 || unused.length > 0) {
        problems.push(`The browser console was not clean:\n${[...noise, ...unused].map((line) => `  ${line}`).join('\n')}`);
      }
      if (failed()) {
        const pages = [...described, await describePages(watched)].filter(Boolean).join('\n');
        if (pages) problems.push(`What the test's pages showed when it failed:\n${pages}`);
      }
      if (problems.length > 0) throw new Error(problems.join('\n\n'));
    },
    { auto: true },
  ],
  // The `page` fixture's own context, whichever way Playwright made it.
  context: async ({ context, consoleGuard }, use) => {
    consoleGuard.watch(context);
    await use(context);
    await consoleGuard.describeBeforeClose(context);
  },
});
