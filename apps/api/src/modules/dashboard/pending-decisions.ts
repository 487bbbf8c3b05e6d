// What waits for the signed-in admin's decision (the menu's counts next to Leaves, Loans, Requests and Medicals): for
// each request kind their role may approve, the rows its list shows under the awaiting statuses, in one query. A kind
// the role may not approve is left out of the answer.
import { awaitingDecisionStatuses, decisionResourceSchema, formatFilter, type DecisionResource, type PendingDecisions } from '@crewbase/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { permissions, rolePermissions } from '../../db/schema';
import { isSuperAdminRole, type AdminActor } from '../../platform/accounts';
import { adminActor, type ServiceContext } from '../../platform/context';
import { countSubquery, type Resource } from '../../platform/resource';
import { leaveResource } from '../leave-requests/leave-requests.resource';
import { loanResource } from '../loan-requests/loan-requests.resource';
import { medicalResource } from '../medical-assistance/medical-assistance.resource';
import { paymentResource } from '../payment-requests/payment-requests.resource';

const resources: Record<DecisionResource, Resource<unknown, AdminActor>> = {
  'leave-request': leaveResource as Resource<unknown, AdminActor>,
  'loan-request': loanResource as Resource<unknown, AdminActor>,
  'medical-assistance': medicalResource as Resource<unknown, AdminActor>,
  'payment-requests': paymentResource as Resource<unknown, AdminActor>,
};

/** Whether the actor's role grants `approve` on the kind: true for a super admin, else looked up in the same query. */
const mayApprove = (actor: AdminActor, resource: DecisionResource): SQL =>
  isSuperAdminRole(actor.roleName)
    ? sql`true`
    : sql`exists (select 1 from ${rolePermissions} inner join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
              where ${rolePermissions.roleId} = ${actor.roleId} and ${permissions.tableName} = ${resource} and ${permissions.name} = 'approve')`;

export async function pendingDecisions(ctx: ServiceContext): Promise<PendingDecisions> {
  const actor = adminActor(ctx);
  const kinds = decisionResourceSchema.options;
  const columns = kinds.map((kind, i) => {
    const awaiting = `filter=${encodeURIComponent(formatFilter({ field: 'status', operator: '$in', value: awaitingDecisionStatuses[kind].join(',') }))}`;
    return sql`case when ${mayApprove(actor, kind)} then ${countSubquery(resources[kind], awaiting, actor)} end as ${sql.raw(`"k${i}"`)}`;
  });
  const [row] = await selectRows<Record<string, number | null>>(ctx.db, sql`select ${sql.join(columns, sql`, `)}`);
  const waiting: PendingDecisions['waiting'] = {};
  kinds.forEach((kind, i) => {
    const count = row[`k${i}`];
    if (count !== null && count !== undefined) waiting[kind] = count;
  });
  return { waiting };
}
