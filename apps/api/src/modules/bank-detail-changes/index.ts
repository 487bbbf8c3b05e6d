// Routes of bank-detail changes; the endpoints are declared in libs/domain (bankDetailChangeEndpoints), the actions'
// from bankDetailChangeWorkflow.
import { bankDetailChangeEndpoints, type BankDetailChange, type BankDetails } from '@crewbase/domain';
import type { FastifyRequest } from 'fastify';
import { roleAllows } from '../../platform/accounts';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { rawQueryString } from '../../platform/list-query';
import { workflowActionHandlers } from '../../platform/workflow-routes';
import { bankDetailChangeRecord } from './bank-detail-changes.record';
import * as changes from './bank-detail-changes.service';

const maskAccount = (details: BankDetails): BankDetails => ({
  ...details,
  accountNumber: details.accountNumber ? `******${details.accountNumber.slice(-4)}` : null,
});

/**
 * Account numbers are payroll facts: an admin whose role lacks the payroll permission reads them as ******1234 (as on
 * the staff profile), still enough to compare the old and new account with the person.
 */
async function masked<T extends BankDetailChange>(request: FastifyRequest, items: T[]): Promise<T[]> {
  const actor = request.actor;
  if (actor?.area !== 'admin' || (await roleAllows(request.server.database.db, actor, 'payroll', 'read'))) return items;
  return items.map((item) => ({ ...item, from: maskAccount(item.from), to: maskAccount(item.to) }));
}
const maskedOne = async <T extends BankDetailChange>(request: FastifyRequest, item: Promise<T>): Promise<T> => (await masked(request, [await item]))[0];

export const bankDetailChangeRoutes = endpointRoutes(bankDetailChangeEndpoints, {
  list: async (request) => {
    const page = await changes.listBankDetailChanges(serviceContext(request), rawQueryString(request.url));
    return { ...page, data: await masked(request, page.data) };
  },
  get: (request) => maskedOne(request, bankDetailChangeRecord.get(serviceContext(request), request.params.id)),
  getOwn: (request) => bankDetailChangeRecord.get(serviceContext(request), request.params.id),
  create: (request) => changes.requestBankDetailChange(serviceContext(request), request.body),
  ...workflowActionHandlers(bankDetailChangeEndpoints, bankDetailChangeRecord, {
    approve: (request) => maskedOne(request, bankDetailChangeRecord.decide(serviceContext(request), request.params.id, 'approve', request.body)),
    reject: (request) => maskedOne(request, bankDetailChangeRecord.decide(serviceContext(request), request.params.id, 'reject', request.body)),
  }),
});
