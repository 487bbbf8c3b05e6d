// The decisions a detail screen offers: exactly the admin actions the request's state machine allows from its
// current status (never re-coded here), and none when the admin's role may not decide.
import { availableActions, type Workflow } from '@crewbase/domain';
import type { Decision } from './decision-panel';

export function offeredDecisions<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  status: S,
  permitted: boolean,
  decisions: Partial<Record<A, Decision>>,
): Decision[] {
  if (!permitted) return [];
  return availableActions(workflow, 'admin', status).flatMap((action) => {
    const decision = decisions[action];
    return decision ? [decision] : [];
  });
}

/** Whether the state machine lets an admin take `action` now (for row actions and single buttons). */
export function adminMay<S extends string, A extends string>(workflow: Workflow<S, A>, action: A, status: S): boolean {
  return availableActions(workflow, 'admin', status).includes(action);
}
