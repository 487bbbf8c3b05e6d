// Reading a details list (DetailList in @crewbase/ui: a <dl> named by its aria-label) the way a person scans it: the
// value beside a term.
import type { Page } from '@playwright/test';

/** The value beside `term` in the details list named `list`. */
export const detail = (page: Page, list: string, term: string) =>
  page.getByLabel(list).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
