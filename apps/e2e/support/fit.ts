// What "fits the screen" means to a person: the page never scrolls sideways, and no text is cut off (an ellipsis,
// a clipped box, a date field showing part of its date, initials spilling out of an avatar).
import { expect, type Locator, type Page } from '@playwright/test';

/** The page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `page is ${widths.scroll}px wide in a ${widths.client}px window`).toBeLessThanOrEqual(widths.client);
}

/** The element's content fits its own box: nothing to scroll sideways inside it. */
export async function expectFitsOwnBox(locator: Locator) {
  const widths = await locator.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll, `content is ${widths.scroll}px wide in a ${widths.client}px box`).toBeLessThanOrEqual(widths.client);
}

/**
 * Every visible element that clips its text (ellipsis, overflow hidden or clip, a form field's own box) shows all of
 * it. Screen-reader-only text (1px boxes) is left out.
 */
export async function findCutText(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
    const cut: string[] = [];
    const describe = (el: Element) => {
      const text = (el instanceof HTMLInputElement ? el.value : el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const name = el.getAttribute('aria-label') ?? '';
      return `<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 80)}"${name ? ` aria-label="${name}"` : ''}> "${text}" (${el.scrollWidth}px in ${el.clientWidth}px)`;
    };
    const roots = Array.from(document.querySelectorAll(within));
    const elements = roots.flatMap((root) => [root, ...Array.from(root.querySelectorAll('*'))]);
    for (const el of elements) {
      if (!(el instanceof HTMLElement)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const isField = el instanceof HTMLInputElement && ['text', 'email', 'tel', 'number', 'search', 'date', 'time', ''].includes(el.type);
      const clips = isField || style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
      if (!clips) continue;
      const hasText = isField ? (el as HTMLInputElement).value.trim() !== '' : (el.innerText ?? '').trim() !== '';
      if (!hasText) continue;
      if (el.scrollWidth > el.clientWidth + 1) cut.push(describe(el));
    }
    return cut;
  }, within);
}

/** The page fits: no sideways scroll and no text cut (anywhere, or inside the elements `within` selects). */
export async function expectFits(page: Page, where: string, within = 'body') {
  await expectNoSidewaysScroll(page);
  expect(await findCutText(page, within), `text cut on ${where}`).toEqual([]);
}
