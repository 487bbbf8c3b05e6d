// The one rule for forms that read other lists: an action is offered only to a role that can finish it. Its form's
// pickers read other resources (Add New Staff reads departments, job titles, locations and staff roles), and a
// picker the API refuses (403) leaves a required field that can never be filled. So `useCan` grants an action only
// when the role holds the action and may read every list its form needs; route guards, buttons and menus all ask
// useCan, so none offers a dead end. Lists a form reads through an endpoint of its own resource (the role picker of
// Add New Admin: GET /api/admin/users/assignable-roles) need no entry.
import { hasPermission, type PermissionAction, type PermissionResource, type Role } from '@crewbase/domain';

type ActionKey = `${PermissionResource}:${PermissionAction}`;

/** action -> the resources its form reads besides its own. */
export const actionNeeds: Partial<Record<ActionKey, readonly PermissionResource[]>> = {
  'staff:create': ['department', 'job-title', 'location', 'staff-role'],
  'staff:update': ['department', 'job-title', 'location', 'staff-role'],
  'job-title:create': ['department'],
  'job-title:update': ['department'],
  'roles:create': ['permissions'],
  'roles:update': ['permissions'],
  // Requests an admin raises for someone, and shifts, start from the staff picker; shifts from a location too.
  'leave-request:create': ['staff'],
  'loan-request:create': ['staff'],
  'medical-assistance:create': ['staff'],
  'payment-requests:create': ['staff'],
  'schedule:create': ['staff', 'location'],
  // Performance forms pick departments and job titles (KPIs, teams, cycles) and staff (managers, members, rewards).
  'performance-review:create': ['department', 'job-title', 'staff'],
  'performance-review:update': ['department', 'job-title', 'staff'],
};

/** Whether the role may take the action and read everything its form needs. */
export function mayAct(role: Pick<Role, 'name' | 'permissions'>, resource: string, action: string): boolean {
  if (!hasPermission(role, resource, action)) return false;
  const needs = actionNeeds[`${resource}:${action}` as ActionKey] ?? [];
  return needs.every((need) => hasPermission(role, need, 'read'));
}
