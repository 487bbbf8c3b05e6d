// Who hears of a request (a workflow record's `notify` hook, platform/notifications): when one is raised, every admin
// who may decide it (by their mail choice; the admin who raised it aside); when an admin decides it, its staff member
// (a payment request, which its staff member never sees, names no decisions).
import type { PermissionResource } from '@crewbase/domain';
import { decidersOf, type NewNotification } from '../../platform/notifications';
import type { TransitionNotice } from '../../platform/workflow-record';

type RequestEntity = PermissionResource & ('leave-request' | 'loan-request' | 'medical-assistance' | 'payment-requests');

export function requestNotices<Row extends { id: string; staffUuid: string; staffFullName: string }>(options: {
  entity: RequestEntity;
  /** How a person names one, e.g. `leave request`. */
  label: string;
  /** One line on what is asked (days and dates, an amount). */
  describe: (row: Row) => string;
  /** The admin actions that decide it, with the word its staff member reads (`approve: 'approved'`). */
  decisions: Readonly<Record<string, string>>;
  /** The arrival's title names the staff member as asking (`from`, the default) or as the one paid (`for`). */
  staffIs?: 'from' | 'for';
}) {
  const { entity, label, describe, decisions, staffIs = 'from' } = options;
  return async ({ db, actor, row, action, note }: TransitionNotice<Row, string, string>): Promise<NewNotification[]> => {
    if (action === 'create') {
      const deciders = await decidersOf(db, entity, actor.area === 'admin' ? actor.id : undefined);
      return deciders.map((d) => ({
        audience: 'admin',
        recipientId: d.id,
        kind: 'request-arrived',
        title: `New ${label} ${staffIs} ${row.staffFullName}`,
        body: describe(row),
        entity,
        entityId: row.id,
        mail: d.mail,
      }));
    }
    const word = Object.hasOwn(decisions, action) ? decisions[action] : undefined;
    if (!word || actor.area !== 'admin') return [];
    return [
      {
        audience: 'staff',
        recipientId: row.staffUuid,
        kind: 'request-decided',
        title: `Your ${label} was ${word}`,
        body: [describe(row), note ? `Note from HR: ${note}` : ''].filter(Boolean).join('. '),
        entity,
        entityId: row.id,
      },
    ];
  };
}
