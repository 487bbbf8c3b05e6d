// Seeding, run at every start: reference data always, the demo company only in demo mode.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database';
import { hashPassword } from '../../platform/passwords';
import { seedCatalogue } from './catalogue';
import { seedDemoCompany } from './demo-company';
import { seedPeopleDemo } from './people';
import { DEMO_PASSWORD } from './demo-company.data';
import { seedDemoRequests } from './requests';
import { seedMessagesAndSchedules } from './messages-schedules';
import { seedDemoPayroll } from './payroll';
import { seedDemoPerformance } from './performance';
import { seedDemoInventory } from './inventory';
import { seedDemoHolidays } from './holidays';

export { demoSignIns, DEMO_PASSWORD, DEMO_ACTIVATION_CODE } from './demo-company.data';

export interface SeedOptions {
  demo: boolean;
  /** Keys one-time-code hashes (the demo activation code). */
  codeSecret: string;
  /** The demo password's hash, when the caller already has one (tests hash it once for every file). */
  demoPasswordHash?: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

export async function seed(database: Database, options: SeedOptions): Promise<void> {
  await database.exclusive(() =>
    database.db.transaction(async (tx) => {
      await seedCatalogue(tx);
      if (options.demo) {
        // Hashed once, and only when the demo company is first created; every demo account shares it.
        const passwordHash = async () => options.demoPasswordHash ?? (await hashPassword(DEMO_PASSWORD));
        await seedDemoCompany(tx, { passwordHash, codeSecret: options.codeSecret });
        await seedDemoHolidays(tx);
        await seedDemoRequests(tx);
        await seedPeopleDemo(tx, { passwordHash });
        await seedMessagesAndSchedules(tx);
        await seedDemoPerformance(tx);
        await seedDemoPayroll(tx);
        await seedDemoInventory(tx, { passwordHash });
      }
    }),
  );
  options.log?.info({ demo: options.demo }, 'seed complete');
}
