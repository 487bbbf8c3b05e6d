// Query-key factory and mutations for people: staff, admin accounts, employee documents.
export { peopleQueries, staffImportEnded, STAFF_IMPORT_POLL_MS } from './people.queries';
export { useStaffImport } from './use-staff-import';
export { useStaffMutations } from './use-staff-mutations';
export { useAdminMutations } from './use-admin-mutations';
export { useEmployeeDocumentMutations } from './use-employee-document-mutations';
export { bankDetailChangeQueries } from './bank-detail-change.queries';
export { useBankDetailChangeDecision, type BankDetailChangeDecision } from './use-bank-detail-change-decision';
