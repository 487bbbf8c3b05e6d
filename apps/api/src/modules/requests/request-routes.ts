// Route pieces every request module shares: the error answers and the id parameter.
import { errorEnvelopeSchema, requestIdParamsSchema } from '@crewbase/domain';
import { z } from 'zod';

export const idParams = requestIdParamsSchema;
export const staffIdParams = z.object({ id: z.uuid({ message: 'Not a valid staff id.' }) });

/** Every answer a request route may give besides success. */
export const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
} as const;

export const noContent = { 204: z.null().describe('Deleted') } as const;
