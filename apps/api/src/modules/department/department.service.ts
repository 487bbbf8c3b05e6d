// Departments: names unique case-insensitively; a department with staff or job titles cannot be deleted.
import type { CreateDepartmentInput, UpdateDepartmentInput } from '@crewbase/domain';
import { namedRecordService } from '../../platform/named-records';
import * as repo from './department.repository';

const departments = namedRecordService({
  entity: 'department',
  label: 'department',
  repo: {
    ...repo,
    resource: repo.departmentResource,
    insert: (db, input: CreateDepartmentInput) => repo.insert(db, { name: input.name, description: input.description ?? null }),
    update: (db, id, input: UpdateDepartmentInput) => repo.update(db, id, input),
    usage: async (db, id) => {
      const counts = await repo.usage(db, id);
      return [
        [counts.staff, 'staff member', 'staff'],
        [counts.jobTitles, 'job title', 'job titles'],
      ];
    },
  },
});

export const { list: listDepartments, exportList: exportDepartments, get: getDepartment, create: createDepartment, update: updateDepartment, remove: deleteDepartment } = departments;
