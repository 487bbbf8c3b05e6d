// Employee documents: files kept on a staff member's record (/api/admin/employee-documents/{staffId}).
import { z } from 'zod';

export const employeeDocumentSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  /** What the document is, e.g. "Employment contract". */
  name: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

/** Attach a file uploaded through POST /api/system/media-upload (by the same admin) to a staff member. */
export const attachEmployeeDocumentInputSchema = z.object({
  mediaKey: z.string().trim().min(1, 'Upload the file first').max(100),
  name: z.string().trim().min(2, 'Enter a document name of at least 2 characters').max(120, 'Use at most 120 characters'),
});
export type AttachEmployeeDocumentInput = z.infer<typeof attachEmployeeDocumentInputSchema>;

export const employeeDocumentParamsSchema = z.object({
  id: z.string().uuid('Unknown staff member'),
  documentId: z.string().uuid('Unknown document'),
});

export const employeeDocumentListFields = ['name', 'createdAt'] as const;
