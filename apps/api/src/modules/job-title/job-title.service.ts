// Job titles: names unique case-insensitively, an optional department that must exist; a title someone holds cannot
// be deleted.
import type { CreateJobTitleInput, UpdateJobTitleInput } from '@crewbase/domain';
import { badRequest } from '../../platform/errors';
import { namedRecordService } from '../../platform/named-records';
import * as repo from './job-title.repository';

const UNKNOWN_DEPARTMENT = 'That department does not exist.';

const jobTitles = namedRecordService({
  entity: 'job-title',
  label: 'job title',
  repo: {
    ...repo,
    resource: repo.jobTitleResource,
    insert: (db, input: CreateJobTitleInput) => repo.insert(db, { name: input.name, departmentId: input.departmentId ?? null }),
    update: (db, id, input: UpdateJobTitleInput) => repo.update(db, id, input),
    usage: async (db, id) => [[(await repo.usage(db, id)).staff, 'staff member', 'staff']],
  },
  validate: async (ctx, input) => {
    if (input.departmentId && !(await repo.departmentExists(ctx.db, input.departmentId))) {
      throw badRequest(UNKNOWN_DEPARTMENT, [{ path: 'departmentId', message: UNKNOWN_DEPARTMENT }]);
    }
  },
});

export const { list: listJobTitles, exportList: exportJobTitles, get: getJobTitle, create: createJobTitle, update: updateJobTitle, remove: deleteJobTitle } = jobTitles;
