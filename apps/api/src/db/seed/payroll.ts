// Demo payroll (demo mode only): example payroll settings (labelled "Example" until someone saves their own) and last
// month's pay run for the demo staff member's department, calculated, approved and paid through the same code the API
// uses, so the staff portal shows a payslip with its reward, penalty and loan installment. Created once (seed_history).
import { previousMonth, todayIso } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { payrollSettings, payRuns, payslips, roles, seedHistory, staff, users } from '../schema';
import type { ServiceContext } from '../../platform/context';
import { calculateRun } from '../../modules/payroll/payroll-calculate';
import { storedBandSets } from '../../modules/payroll/payroll-settings';
import { payRunRecord } from '../../modules/payroll/payroll.service';

const DEMO_PAYROLL = 'demo-payroll-v1';

/** Plausible monthly bands (the yearly PAYE bands of the 2025 tax act divided by twelve), pension 8 %, housing fund 2.5 %. */
export const examplePayrollSettings = {
  taxBandSets: storedBandSets([
    {
      effectiveFrom: '2026-01-01',
      bands: [
        { from: 0, to: '66666.67', ratePercent: 0 },
        { from: '66666.67', to: '250000.00', ratePercent: 15 },
        { from: '250000.00', to: '1000000.00', ratePercent: 18 },
        { from: '1000000.00', to: '2083333.33', ratePercent: 21 },
        { from: '2083333.33', to: '4166666.67', ratePercent: 23 },
        { from: '4166666.67', to: null, ratePercent: 25 },
      ],
    },
  ]),
  pensionRateBp: 800,
  housingFundRateBp: 250,
  payDay: 25,
  dayRateDivisor: 22,
  isExample: true,
};

export async function seedDemoPayroll(db: Db, options: { now?: Date } = {}): Promise<void> {
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_PAYROLL));
  if (done) return;
  const [settings] = await db.select({ id: payrollSettings.id }).from(payrollSettings).limit(1);
  if (settings) await db.update(payrollSettings).set(examplePayrollSettings).where(eq(payrollSettings.id, settings.id));
  else await db.insert(payrollSettings).values(examplePayrollSettings);

  const [me] = await db.select({ id: staff.id, departmentId: staff.departmentId }).from(staff).where(eq(staff.email, 'staff@crewbase.test'));
  const [admin] = await db
    .select({ id: users.id, roleId: users.roleId, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, 'admin@crewbase.test'));
  if (me?.departmentId && admin?.roleId) {
    const month = previousMonth(todayIso(options.now ?? new Date()).slice(0, 7));
    const [run] = await db.insert(payRuns).values({ month, scope: 'department', scopeId: me.departmentId, createdById: admin.id }).returning({ id: payRuns.id });
    await calculateRun(db, run.id);
    await db.update(payRuns).set({ status: 'CALCULATED' }).where(eq(payRuns.id, run.id));
    const ctx = { db, actor: { area: 'admin', id: admin.id, roleId: admin.roleId, roleName: admin.roleName } } as unknown as ServiceContext;
    const reference = `TRF-${month}-DEMO`;
    await payRunRecord.decide(ctx, run.id, 'approve', { note: 'Example run made by the demo seed' });
    await payRunRecord.decide(ctx, run.id, 'markPaid', { paymentReference: reference });
    // The demo sends no mail; the console offers "resend" for each slip.
    await db.update(payslips).set({ mailStatus: 'NOT_SENT' }).where(eq(payslips.payRunId, run.id));
  }
  await db.insert(seedHistory).values({ name: DEMO_PAYROLL });
}
