// The one key factory for people: staff, admin accounts and a staff member's documents, generic to specific.
// Components call useQuery(peopleQueries.staffList(query)) directly; mutations invalidate what they change.
import { adminsApi, employeeDocumentsApi, staffApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

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
