// Query-key factory and mutations for people: staff, admin accounts, employee documents.
export { peopleQueries } from './people.queries';
export { useStaffMutations } from './use-staff-mutations';
export { useAdminMutations } from './use-admin-mutations';
export { useEmployeeDocumentMutations } from './use-employee-document-mutations';
export { bankDetailChangeQueries } from './bank-detail-change.queries';
export { useBankDetailChangeDecision, type BankDetailChangeDecision } from './use-bank-detail-change-decision';
