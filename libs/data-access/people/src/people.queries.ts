// The one key factory for people: staff, admin accounts and a staff member's documents, generic to specific.
// Components call useQuery(peopleQueries.staffList(query)) directly; mutations invalidate what they change.
import { adminsApi, employeeDocumentsApi, staffApi, staffImportApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery, StaffImport } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** How often an import being committed asks for its progress. */
export const STAFF_IMPORT_POLL_MS = 1000;

/** Whether an import has ended: saved with its invitations sent, or stopped with nothing saved. */
export const staffImportEnded = (found: StaffImport | undefined) =>
  found !== undefined && (found.status === 'FAILED' || (found.status === 'IMPORTED' && found.job !== null && ['completed', 'failed', 'cancelled'].includes(found.job.state)));

export const peopleQueries = {
  all: () => ['people'] as const,

  staff: () => [...peopleQueries.all(), 'staff'] as const,
  staffLists: () => [...peopleQueries.staff(), 'list'] as const,
  /** Keeps the previous page on screen while the next one loads. */
  staffList: (query: Partial<ListQuery>) =>
    queryOptions({
      queryKey: [...peopleQueries.staffLists(), query] as const,
      queryFn: () => staffApi.list(query),
      placeholderData: keepPreviousData,
    }),
  /** How many staff each status chip holds under the list's other filters; under staffLists(), refreshed with the lists. */
  staffStatusCounts: (query: Partial<ListQuery>) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...peopleQueries.staffLists(), 'status-counts', counted] as const,
      queryFn: () => staffApi.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  staffDetails: () => [...peopleQueries.staff(), 'detail'] as const,
  staffDetail: (id: string) =>
    queryOptions({ queryKey: [...peopleQueries.staffDetails(), id] as const, queryFn: () => staffApi.detail(id) }),

  /** A staff import being committed: asked again every second until it has ended (IMPORTED or FAILED). */
  staffImport: (importId: string) =>
    queryOptions({
      queryKey: [...peopleQueries.staff(), 'import', importId] as const,
      queryFn: () => staffImportApi.get(importId),
      refetchInterval: (query) => (staffImportEnded(query.state.data) ? false : STAFF_IMPORT_POLL_MS),
      refetchIntervalInBackground: false,
    }),

  documents: (staffId: string) => [...peopleQueries.staff(), 'documents', staffId] as const,
  documentList: (staffId: string, query: Partial<ListQuery>) =>
    queryOptions({
      queryKey: [...peopleQueries.documents(staffId), query] as const,
      queryFn: () => employeeDocumentsApi.list(staffId, query),
      placeholderData: keepPreviousData,
    }),

  admins: () => [...peopleQueries.all(), 'admins'] as const,
  adminLists: () => [...peopleQueries.admins(), 'list'] as const,
  adminList: (query: Partial<ListQuery>) =>
    queryOptions({
      queryKey: [...peopleQueries.adminLists(), query] as const,
      queryFn: () => adminsApi.list(query),
      placeholderData: keepPreviousData,
    }),
  /** How many admins each status chip holds under the list's other filters; under adminLists(), refreshed with the lists. */
  adminStatusCounts: (query: Partial<ListQuery>) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...peopleQueries.adminLists(), 'status-counts', counted] as const,
      queryFn: () => adminsApi.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  /** The roles the signed-in admin may give; answers differ by caller, and the cache is per sign-in. */
  assignableRoles: () => queryOptions({ queryKey: [...peopleQueries.admins(), 'assignable-roles'] as const, queryFn: () => adminsApi.assignableRoles() }),
  adminDetails: () => [...peopleQueries.admins(), 'detail'] as const,
  adminDetail: (id: string) =>
    queryOptions({ queryKey: [...peopleQueries.adminDetails(), id] as const, queryFn: () => adminsApi.detail(id) }),
};
