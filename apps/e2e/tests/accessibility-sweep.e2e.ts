// The accessibility bar on every screen of both apps, in light and in dark: axe finds no serious or critical
// violation once the screen's data has loaded. Every route is one row of a table; a route with an id says how to
// reach a real one (from the demo seed, through the API as the person who signs in). A new feature adds its rows.
//
// Fast by design: one sign-in per app, then the page moves between screens inside the app (no reload), and the colour
// mode switches in place (as another tab switching it would). The light pass runs every rule; the dark pass runs only
// the rules a colour change can break.
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api-session';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

/** The rules a change of colours alone can break; the dark pass runs these. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Ids = Record<string, string>;

interface Route {
  /** The route pattern, `:name` filled from `ids`. */
  path: string;
  /** How to reach a concrete record: the ids the pattern needs, looked up through the API. */
  ids?: (api: ApiSession) => Promise<Ids>;
}

interface Row {
  id: string;
  status?: string;
  staff?: { id: string };
}

/** The first row of an API list (`path` below /api/, with any query), optionally the first matching `where`. */
async function firstOf<T extends Row>(api: ApiSession, path: string, where: (row: T) => boolean = () => true): Promise<T> {
  const res = await api.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data: T[] } | T[];
  const rows = Array.isArray(body) ? body : body.data;
  const row = rows.find(where) ?? rows[0];
  if (!row) throw new Error(`GET ${path} has no rows to visit`);
  return row;
}
const idOf = (path: string, where?: (row: Row) => boolean) => async (api: ApiSession) => ({ id: (await firstOf(api, path, where)).id });

/** This week's key (its Sunday, YYYY-MM-DD), as the schedule screens name weeks. */
function thisWeek(): string {
  const today = new Date();
  const sunday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay()));
  return sunday.toISOString().slice(0, 10);
}
const locationWeek = async (api: ApiSession) => ({ week: thisWeek(), day: 'monday', id: (await firstOf(api, 'admin/location')).id });

const staffPortalRoutes: Route[] = [
  { path: '/staff/dashboard' },
  { path: '/staff/profile' },
  { path: '/staff/profile/edit' },
  { path: '/staff/profile/bank-details' },
  { path: '/staff/messages' },
  { path: '/staff/notifications' },
  { path: '/staff/schedule' },
  { path: '/staff/leave' },
  { path: '/staff/leave/request' },
  { path: '/staff/leave-request/:id', ids: idOf('staff/leave-request') },
  { path: '/staff/leave-request/:id/update', ids: idOf('staff/leave-request', (r) => r.status === 'PENDING') },
  { path: '/staff/loans' },
  { path: '/staff/loans/request' },
  { path: '/staff/loans/:id', ids: idOf('staff/loan-request') },
  { path: '/staff/loans/:id/update', ids: idOf('staff/loan-request', (r) => r.status === 'PENDING') },
  { path: '/staff/medical-assistance' },
  { path: '/staff/medical-assistance/request' },
  { path: '/staff/medical-assistance/:id', ids: idOf('staff/medical-assistance') },
  { path: '/staff/medical-assistance/:id/update', ids: idOf('staff/medical-assistance', (r) => r.status === 'PENDING') },
  { path: '/staff/performance' },
  { path: '/staff/performance/reviews/:id', ids: idOf('staff/staff-review/pending') },
  {
    path: '/staff/performance/review-history/:reviewDate/:id',
    ids: async (api) => {
      const review = await firstOf<Row & { completedAt: string | null }>(api, 'staff/staff-review/previous', (r) => r.status === 'Completed');
      return { id: review.id, reviewDate: (review.completedAt ?? '').slice(0, 10) || 'undated' };
    },
  },
  { path: '/staff/performance/appraisals/:id', ids: idOf('staff/staff-review/previous', (r) => r.status === 'Completed') },
  { path: '/staff/payroll' },
  { path: '/staff/payroll/:id', ids: idOf('staff/payroll') },
  { path: '/staff/privacy' },
];

const PERF = 'admin/performance-review';
const INV = 'admin/inventory';
const adminConsoleRoutes: Route[] = [
  { path: '/admin/dashboard' },
  { path: '/admin/profile' },
  { path: '/admin/notifications' },
  { path: '/admin/update-profile' },
  { path: '/admin/profiles/admins' },
  { path: '/admin/profiles/admins/create' },
  { path: '/admin/profiles/admins/:id', ids: idOf('admin/users') },
  { path: '/admin/profiles/staffs' },
  { path: '/admin/profiles/staffs/create' },
  { path: '/admin/profiles/staffs/import' },
  { path: '/admin/profiles/staffs/:id', ids: idOf('admin/staff') },
  { path: '/admin/profiles/bank-detail-changes' },
  { path: '/admin/profiles/bank-detail-changes/:id', ids: idOf('admin/bank-detail-change') },
  { path: '/admin/messages' },
  { path: '/admin/messages/create' },
  { path: '/admin/messages/:id', ids: idOf('admin/messages') },
  { path: '/admin/messages/:id/update', ids: idOf('admin/messages', (r) => r.status === 'Draft') },
  { path: '/admin/staff-schedule' },
  { path: '/admin/staff-schedule/create/location' },
  { path: '/admin/staff-schedule/create/staff' },
  { path: '/admin/staff-schedule/templates' },
  { path: '/admin/staff-schedule/location/:week/:id', ids: locationWeek },
  { path: '/admin/staff-schedule/location/:week/:day/:id', ids: locationWeek },
  { path: '/admin/staff-schedule/edit/location/:week/:day/:id', ids: locationWeek },
  { path: '/admin/leave-mgt' },
  { path: '/admin/leave-mgt/create' },
  { path: '/admin/leave-mgt/calendar' },
  { path: '/admin/leave-mgt/:id', ids: idOf('admin/leave-request') },
  { path: '/admin/loans' },
  { path: '/admin/loans/create' },
  { path: '/admin/loans/:id', ids: idOf('admin/loan-request', (r) => r.status === 'REPAYMENT_IN_PROGRESS') },
  { path: '/admin/medical-assistance' },
  { path: '/admin/medical-assistance/create' },
  { path: '/admin/medical-assistance/:id', ids: idOf('admin/medical-assistance') },
  { path: '/admin/requests' },
  { path: '/admin/requests/create' },
  { path: '/admin/requests/:id', ids: idOf('admin/payment-requests') },
  { path: '/admin/performance/overview' },
  { path: '/admin/performance/setup' },
  { path: '/admin/performance/setup/create-kpi' },
  { path: '/admin/performance/setup/kpi/:id', ids: idOf(`${PERF}/measure`) },
  { path: '/admin/performance/setup/create-question' },
  { path: '/admin/performance/setup/question/:id', ids: idOf(`${PERF}/question`) },
  { path: '/admin/performance/teams' },
  { path: '/admin/performance/teams/create' },
  { path: '/admin/performance/teams/:id', ids: idOf(`${PERF}/team`) },
  { path: '/admin/performance/teams/:id/update', ids: idOf(`${PERF}/team`) },
  { path: '/admin/performance/cycles' },
  { path: '/admin/performance/cycles/create' },
  { path: '/admin/performance/cycles/:id', ids: idOf(`${PERF}/cycle`) },
  { path: '/admin/performance/reviews' },
  {
    path: '/admin/performance/reviews/:staffId/:id',
    ids: async (api) => {
      const review = await firstOf(api, `${PERF}/staff-review`, (r) => r.status === 'Completed');
      return { id: review.id, staffId: review.staff?.id ?? '' };
    },
  },
  { path: '/admin/performance/appraisals' },
  { path: '/admin/performance/appraisals/:id', ids: idOf(`${PERF}/appraisal`) },
  { path: '/admin/performance/appraisals/reward/:id', ids: idOf(`${PERF}/reward`) },
  { path: '/admin/performance/appraisals/reward/:id/edit', ids: idOf(`${PERF}/reward`) },
  { path: '/admin/performance/appraisals/penalty/:id', ids: idOf(`${PERF}/penalty`) },
  { path: '/admin/performance/appraisals/penalty/:id/edit', ids: idOf(`${PERF}/penalty`) },
  { path: '/admin/performance/create-reward' },
  { path: '/admin/performance/create-penalty' },
  { path: '/admin/payroll' },
  { path: '/admin/payroll?tab=payslips' },
  { path: '/admin/payroll/runs/:id', ids: idOf('admin/payroll/pay-run') },
  { path: '/admin/payroll/:id', ids: idOf('admin/payroll') },
  { path: '/admin/payroll/settings' },
  { path: '/admin/profiles/staffs/:id?tab=payroll', ids: idOf('admin/staff') },
  { path: '/admin/inventory/setup' },
  { path: '/admin/inventory/procure' },
  { path: '/admin/inventory/procure/vendors' },
  { path: '/admin/inventory/procure/vendors/create' },
  { path: '/admin/inventory/procure/vendors/:id', ids: idOf(`${INV}/vendor`) },
  { path: '/admin/inventory/procure/vendors/edit/:id', ids: idOf(`${INV}/vendor`) },
  { path: '/admin/inventory/procure/categories' },
  { path: '/admin/inventory/procure/categories/create' },
  { path: '/admin/inventory/procure/categories/:id', ids: idOf(`${INV}/item-category`) },
  { path: '/admin/inventory/procure/stock-items' },
  { path: '/admin/inventory/procure/stock-items/create' },
  { path: '/admin/inventory/procure/stock-items/:id', ids: idOf(`${INV}/stock-item`) },
  { path: '/admin/inventory/procure/stock-items/edit/:id', ids: idOf(`${INV}/stock-item`) },
  { path: '/admin/inventory/procure/procurements' },
  { path: '/admin/inventory/procure/procurements/:id', ids: idOf(`${INV}/procurement`) },
  { path: '/admin/inventory/procure/procurements-create' },
  { path: '/admin/inventory/procure/maintenance' },
  { path: '/admin/inventory/requisitions' },
  { path: '/admin/inventory/requisitions/create' },
  { path: '/admin/inventory/requisitions/:id', ids: idOf(`${INV}/requisition`) },
  { path: '/admin/inventory/requisitions/:id/update', ids: idOf(`${INV}/requisition`, (r) => r.status === 'Pending') },
  { path: '/admin/inventory/issuance' },
  { path: '/admin/inventory/issuance/create' },
  { path: '/admin/inventory/issuance/:id', ids: idOf(`${INV}/issuance`) },
  { path: '/admin/inventory/issuance/:id/update', ids: idOf(`${INV}/issuance`, (r) => r.status === 'ISSUED') },
  {
    path: '/admin/inventory/issuance/flag/:id/:locationId',
    ids: async (api) => {
      const issuance = await firstOf<Row & { location?: { id: string } | null }>(api, `${INV}/issuance`, (r) => r.status === 'ISSUED' && Boolean(r.location));
      return { id: issuance.id, locationId: issuance.location?.id ?? '' };
    },
  },
  { path: '/admin/inventory/maintain' },
  { path: '/admin/inventory/maintain/:id', ids: idOf(`${INV}/maintenance-request`) },
  { path: '/admin/inventory/maintain/:id/send', ids: idOf(`${INV}/maintenance-request`, (r) => r.status === 'PENDING') },
  { path: '/admin/inventory/report' },
  { path: '/admin/inventory/reports' },
  { path: '/admin/reports/drivers-license' },
  { path: '/admin/reports/staff-loans' },
  { path: '/admin/reports/staff-leaves' },
  { path: '/admin/reports/staff-medicals' },
  { path: '/admin/reports/staff-penalties' },
  { path: '/admin/settings' },
  { path: '/admin/settings/department' },
  { path: '/admin/settings/department/create' },
  { path: '/admin/settings/department/:id', ids: idOf('admin/department') },
  { path: '/admin/settings/department/:id/edit', ids: idOf('admin/department') },
  { path: '/admin/settings/jobs' },
  { path: '/admin/settings/jobs/create' },
  { path: '/admin/settings/jobs/:id', ids: idOf('admin/job-title') },
  { path: '/admin/settings/jobs/:id/edit', ids: idOf('admin/job-title') },
  { path: '/admin/settings/staff-roles' },
  { path: '/admin/settings/staff-roles/create' },
  { path: '/admin/settings/staff-roles/:id', ids: idOf('admin/staff-role') },
  { path: '/admin/settings/staff-roles/:id/edit', ids: idOf('admin/staff-role') },
  { path: '/admin/settings/locations' },
  { path: '/admin/settings/locations/create' },
  { path: '/admin/settings/locations/:id', ids: idOf('admin/location') },
  { path: '/admin/settings/locations/:id/edit', ids: idOf('admin/location') },
  { path: '/admin/settings/roles' },
  { path: '/admin/settings/roles/create' },
  { path: '/admin/settings/roles/:id/edit', ids: idOf('admin/roles') },
  { path: '/admin/settings/leave-types' },
  { path: '/admin/settings/leave-types/create' },
  { path: '/admin/settings/leave-types/:id/edit', ids: idOf('admin/leave-type') },
  { path: '/admin/settings/public-holidays' },
  { path: '/admin/settings/permissions' },
  { path: '/admin/settings/permissions/create' },
  { path: '/admin/settings/permissions/:id', ids: idOf('admin/permissions') },
  { path: '/admin/privacy' },
];

const fill = (path: string, ids: Ids) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = ids[name];
    if (!value) throw new Error(`No ${name} for ${path}`);
    return encodeURIComponent(value);
  });

/** Moves inside the app as a link would (the router follows the history), so the sign-in and caches stay. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

/** The screen is there and its data has loaded: an h1, and no loading bar, spinner or skeleton left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Switches the colour mode in place, as the provider follows another tab's choice. */
async function setColourMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((next) => {
    window.localStorage.setItem('crewbase.colorMode', next);
    window.dispatchEvent(new StorageEvent('storage', { key: 'crewbase.colorMode', newValue: next }));
  }, mode);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(mode);
}

/** Colours are measured at once after a switch, not halfway through the components' colour transitions. */
async function withoutTransitions(page: Page) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }' });
}

async function seriousFindings(page: Page, colourOnly: boolean): Promise<string[]> {
  // Only the violations are reported back: gathering every pass takes as long again.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function sweep(page: Page, api: ApiSession, routes: Route[]) {
  await withoutTransitions(page);
  // Each screen is scanned in the mode the page is in, then in the other one, so the mode switches once a screen.
  let mode: 'light' | 'dark' = 'light';
  for (const route of routes) {
    const path = fill(route.path, route.ids ? await route.ids(api) : {});
    await test.step(path, async () => {
      await visit(page, path);
      await settled(page);
      for (const pass of [mode, mode === 'light' ? 'dark' : 'light'] as const) {
        if (pass !== mode) {
          await setColourMode(page, pass);
          mode = pass;
          await settled(page);
        }
        // Soft: one screen's findings do not hide the next screens'.
        expect.soft(await seriousFindings(page, pass === 'dark'), `${route.path} in ${pass} mode`).toEqual([]);
      }
    });
  }
}

test.describe('every screen, light and dark, after its data has loaded', () => {
  // Dozens of screens, each scanned twice: minutes by design (measured under a load of 4 on 2 cores: 48 s for the
  // portal, 6 min for the console; less when quiet). The ceiling is generous so a busy CI machine does not fail it.
  test.describe.configure({ timeout: 900_000 });

  test('the staff portal, as the demo staff member', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'staff', demo.staff.email);
    await sweep(page, await apiSession(request, 'staff', demo.staff.email), staffPortalRoutes);
  });

  // The console's screens in parts, each a test with its own sign-in and its own ceiling: one test of every screen took
  // about 10 minutes on a busy CI machine, too close to the ceiling above.
  const adminParts = 3;
  const partSize = Math.ceil(adminConsoleRoutes.length / adminParts);
  for (let part = 0; part < adminParts; part += 1) {
    const routes = adminConsoleRoutes.slice(part * partSize, (part + 1) * partSize);
    test(`the admin console, as the demo super admin: ${routes[0].path} to ${routes[routes.length - 1].path}`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, 'admin', demo.superAdmin.email);
      await sweep(page, await apiSession(request, 'admin', demo.superAdmin.email), routes);
    });
  }
});
