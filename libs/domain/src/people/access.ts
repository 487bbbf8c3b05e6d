// Admin roles and the permission catalogue: /api/admin/roles and /api/admin/permissions.
import { z } from 'zod';
import { permissionSchema } from '../profile';
import { nameFieldSchema, optionalTextSchema } from '../organisation/fields';

/** A row of GET /api/admin/permissions. */
export const permissionListItemSchema = permissionSchema.extend({
  /** Roles that hold it (the super admin holds every permission implicitly and is not counted). */
  roleCount: z.number().int(),
  createdAt: z.string(),
});
export type PermissionListItem = z.infer<typeof permissionListItemSchema>;

/** GET /api/admin/permissions/grouped: the whole catalogue, one group per tableName, for the role editor. */
export const permissionGroupSchema = z.object({ tableName: z.string(), permissions: z.array(permissionSchema) });
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

const slug = (what: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(2, `Enter ${what} of at least 2 characters`)
    .max(60, `Use at most 60 characters for ${what}`)
    .regex(/^[a-z][a-z0-9-]*$/, `Use lower-case letters, digits and dashes for ${what}`);

export const createPermissionInputSchema = z.object({
  /** The action, e.g. `export`. */
  name: slug('the action'),
  /** The resource (group name), e.g. `payroll`. */
  tableName: slug('the group name'),
  description: optionalTextSchema(200),
});
export type CreatePermissionInput = z.infer<typeof createPermissionInputSchema>;

export const permissionListFields = ['name', 'tableName', 'createdAt'] as const;

/** A row of GET /api/admin/roles. */
export const roleListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  /** Holds every permission and cannot be edited or deleted. */
  isSuperAdmin: z.boolean(),
  permissionCount: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type RoleListItem = z.infer<typeof roleListItemSchema>;

/** GET /api/admin/roles/{id}: the role with the permissions it grants. */
export const roleDetailSchema = roleListItemSchema.extend({
  permissions: z.array(permissionSchema),
  updatedAt: z.string(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const createRoleInputSchema = z.object({
  name: nameFieldSchema('a role name'),
  /** Shown in lists and menus; defaults to the name. */
  displayName: nameFieldSchema('a display name').optional(),
  permissionIds: z.array(z.string().uuid('Unknown permission')).max(500).default([]),
});
export type CreateRoleInput = z.input<typeof createRoleInputSchema>;

/** PATCH: any subset; `permissionIds`, when given, replaces the whole set. */
export const updateRoleInputSchema = z.object({
  name: nameFieldSchema('a role name').optional(),
  displayName: nameFieldSchema('a display name').optional(),
  permissionIds: z.array(z.string().uuid('Unknown permission')).max(500).optional(),
});
export type UpdateRoleInput = z.infer<typeof updateRoleInputSchema>;

export const roleListFields = ['name', 'displayName', 'createdAt'] as const;
