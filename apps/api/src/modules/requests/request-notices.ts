// Who hears of a request (a workflow record's `notify` hook, platform/notifications): when one is raised, every admin
// who may decide it (by their mail choice; the admin who raised it aside); when an admin decides it, its staff member.
import type { PermissionResource } from '@crewbase/domain';
import { decidersOf, type NewNotification } from '../../platform/notifications';
import type { TransitionNotice } from '../../platform/workflow-record';

type RequestEntity = PermissionResource & ('leave-request' | 'loan-request' | 'medical-assistance');

export function requestNotices<Row extends { id: string; staffUuid: string; staffFullName: string }>(options: {
  entity: RequestEntity;
  /** How a person names one, e.g. `leave request`. */
  label: string;
  /** One line on what is asked (days and dates, an amount). */
  describe: (row: Row) => string;
  /** The admin actions that decide it, with the word its staff member reads (`approve: 'approved'`). */
  decisions: Readonly<Record<string, string>>;
}) {
  const { entity, label, describe, decisions } = options;
  return async ({ db, actor, row, action, note }: TransitionNotice<Row, string, string>): Promise<NewNotification[]> => {
    if (action === 'create') {
      const deciders = await decidersOf(db, entity, actor.area === 'admin' ? actor.id : undefined);
      return deciders.map((d) => ({
        audience: 'admin',
        recipientId: d.id,
        kind: 'request-arrived',
        title: `New ${label} from ${row.staffFullName}`,
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
