// The list and export parameters as OpenAPI shows them, declared once with the endpoints in libs/domain.
export { exportQuerystringSchema, listQuerystringSchema } from '@crewbase/domain';
