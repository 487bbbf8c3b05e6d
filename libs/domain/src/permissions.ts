// The permission catalogue: every admin resource of the spec and the actions it offers.
// The API seeds it (tableName = resource, name = action) and checks it; the admin console reads it to hide what it may not do.
// No schemas here: the admin console's route guards use hasPermission in its first load (README, "Front-end bundles").
import type { Role } from './profile';

export const permissionActions = ['read', 'create', 'update', 'delete', 'approve'] as const;
export type PermissionAction = (typeof permissionActions)[number];

const crud = ['read', 'create', 'update', 'delete'] as const satisfies readonly PermissionAction[];
const crudWithDecisions = [...crud, 'approve'] as const satisfies readonly PermissionAction[];
const readOnly = ['read'] as const satisfies readonly PermissionAction[];

/** Resource -> the actions it offers. `approve` exists where a resource has decisions (approve, reject, disburse, ...). */
export const permissionResourceActions = {
  staff: crudWithDecisions,
  users: crud,
  roles: crud,
  permissions: crud,
  department: crud,
  'job-title': crud,
  'staff-role': crud,
  location: crud,
  'employee-documents': crudWithDecisions,
  dashboard: readOnly,
  messages: crud,
  'leave-request': crudWithDecisions,
  /** Leave types and their entitlements (settings). */
  'leave-type': crud,
  /** The public holiday calendar (settings). */
  'public-holiday': crud,
  'loan-request': crudWithDecisions,
  'medical-assistance': crudWithDecisions,
  'payment-requests': crudWithDecisions,
  payroll: crudWithDecisions,
  'performance-review': crudWithDecisions,
  schedule: crud,
  inventory: crudWithDecisions,
  /** Raising and following requisitions (a site manager); `approve` denies one. Fulfilling one issues stock: `inventory` create. */
  requisitions: crudWithDecisions,
  reports: readOnly,
  'mail-outbox': readOnly,
  'audit-log': readOnly,
  /** Background jobs (pay runs, cycle launches, clean-ups): watching their progress and outcome. */
  jobs: readOnly,
} as const satisfies Record<string, readonly PermissionAction[]>;

export type PermissionResource = keyof typeof permissionResourceActions;
export const permissionResources = Object.keys(permissionResourceActions) as PermissionResource[];

export interface PermissionGrant {
  /** The resource (group name). */
  tableName: PermissionResource;
  /** The action. */
  name: PermissionAction;
  description: string;
}

/** Where the console's menu calls a resource otherwise than its spec name: the `users` resource is the Admins screen. */
const resourceLabels: Partial<Record<PermissionResource, string>> = { users: 'Admins' };

/** A resource as the role editor and the permission screens name it, with the menu's word: "Admins", "Job title". */
export const permissionResourceLabel = (resource: string): string => {
  const label = resourceLabels[resource as PermissionResource];
  if (label) return label;
  const words = resource.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const actionVerbs: Record<PermissionAction, string> = {
  read: 'View',
  create: 'Create',
  update: 'Edit',
  delete: 'Delete',
  approve: 'Decide on (approve, reject, disburse)',
};

/** Every permission, in a stable order: resource by resource, actions in `permissionActions` order. */
export const permissionCatalogue: readonly PermissionGrant[] = permissionResources.flatMap((tableName) =>
  (permissionResourceActions[tableName] as readonly PermissionAction[]).map((name) => ({
    tableName,
    name,
    description: `${actionVerbs[name]} ${permissionResourceLabel(tableName).toLowerCase()}`,
  })),
);

export const SUPER_ADMIN_ROLE_NAME = 'Super Admin';
export const HR_MANAGER_ROLE_NAME = 'HR Manager';

/** Resources the seeded "HR Manager" role does not get. */
export const hrManagerExcludedResources: readonly PermissionResource[] = ['payroll', 'roles', 'permissions'];

export const SITE_MANAGER_ROLE_NAME = 'Site Manager';
/** The seeded "Site Manager" role: raises and follows requisitions, nothing else. */
export const siteManagerGrants: ReadonlyArray<{ tableName: PermissionResource; name: PermissionAction }> = (['read', 'create', 'update', 'delete'] as const).map((name) => ({
  tableName: 'requisitions',
  name,
}));

/** A permission check the UI uses to hide what the API would refuse anyway. */
export const hasPermission = (
  role: Pick<Role, 'name' | 'permissions'>,
  tableName: string,
  action: string,
): boolean =>
  role.name.trim().toLowerCase() === 'super admin' ||
  role.permissions.some((p) => p.tableName === tableName && p.name === action);
