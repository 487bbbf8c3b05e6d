// Medical assistance (issue 3) for both apps: one key factory, and the mutation hooks.
export { medicalQueries } from './medical.queries';
export { useRequestMedicalAssistance, type RequestMedicalAssistanceFields } from './use-request-medical-assistance';
export { useUpdateMedicalAssistance, type UpdateMedicalAssistanceFields } from './use-update-medical-assistance';
export { useWithdrawMedicalAssistance } from './use-withdraw-medical-assistance';
export { useCreateAdminMedicalAssistance, type CreateAdminMedicalAssistanceFields } from './use-create-admin-medical-assistance';
export { useMedicalDecision, type MedicalDecision } from './use-medical-decision';
export { useDeleteMedicalAssistance } from './use-delete-medical-assistance';
export { useMedicalBulkDecision, type MedicalBulkDecision } from './use-medical-bulk-decision';
