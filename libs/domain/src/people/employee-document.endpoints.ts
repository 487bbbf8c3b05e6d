// Employee documents: /api/admin/employee-documents/{staffId} (list, attach, download, delete) and the staff
// member's own, /api/staff/employee-documents.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { attachEmployeeDocumentInputSchema, employeeDocumentParamsSchema, employeeDocumentSchema } from './employee-document';

const adminTags = ['admin staff'];
const staffTags = ['staff documents'];
const fileResponse = z.any().describe('The file, as an attachment');

const list = endpoint({
  method: 'GET', path: '/api/admin/employee-documents/:id', access: adminMay('employee-documents', 'read'), tags: adminTags, summary: "A staff member's documents. Fields: name, createdAt",
  params: idParamsSchema, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(employeeDocumentSchema),
});

export const employeeDocumentEndpoints = {
  list,
  export: exportEndpoint(list, 'Employee documents'),
  attach: endpoint({
    method: 'POST', path: '/api/admin/employee-documents/:id', access: adminMay('employee-documents', 'create'), tags: adminTags, summary: 'Attach a file uploaded through system/media-upload',
    params: idParamsSchema, body: attachEmployeeDocumentInputSchema, status: 201, response: employeeDocumentSchema,
  }),
  download: endpoint({
    method: 'GET', path: '/api/admin/employee-documents/:id/:documentId/download', access: adminMay('employee-documents', 'read'), tags: adminTags, summary: 'Download a document',
    params: employeeDocumentParamsSchema, status: 200, response: fileResponse, file: true,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/employee-documents/:id/:documentId', access: adminMay('employee-documents', 'delete'), tags: adminTags, summary: 'Delete a document and its file',
    params: employeeDocumentParamsSchema, status: 204,
  }),
  mine: endpoint({
    method: 'GET', path: '/api/staff/employee-documents', access: staffAccess, tags: staffTags, summary: 'My documents. Fields: name, createdAt',
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(employeeDocumentSchema),
  }),
  downloadMine: endpoint({
    method: 'GET', path: '/api/staff/employee-documents/:documentId/download', access: staffAccess, tags: staffTags, summary: 'Download one of my documents',
    params: z.object({ documentId: z.string().uuid('Unknown document') }), status: 200, response: fileResponse, file: true,
  }),
};
