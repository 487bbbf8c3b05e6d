import { describe, expect, it } from 'vitest';
import { requestCategoryLabel, requestCategorySchema } from './enums';
import { permissionCatalogue, permissionResourceLabel } from './permissions';

describe('labels a person reads', () => {
  it('shows the category Tips-Staffs as "Tips (staff)", and keeps the stored value the spec\'s', () => {
    expect(requestCategoryLabel('Tips-Staffs')).toBe('Tips (staff)');
    expect(requestCategoryLabel('Vendor')).toBe('Vendor');
    expect(requestCategorySchema.parse('Tips-Staffs')).toBe('Tips-Staffs');
  });

  it('names the users permission group "Admins", as the menu does', () => {
    expect(permissionResourceLabel('users')).toBe('Admins');
    expect(permissionResourceLabel('job-title')).toBe('Job title');
    expect(permissionCatalogue.find((p) => p.tableName === 'users' && p.name === 'read')?.description).toBe('View admins');
  });
});
