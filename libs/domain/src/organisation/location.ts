// Work sites: /api/admin/location. Schedules and inventory refer to them.
import { z } from 'zod';
import { nameFieldSchema, optionalTextSchema } from './fields';

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  staffCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const createLocationInputSchema = z.object({
  name: nameFieldSchema('a location name'),
  address: optionalTextSchema(300),
  city: optionalTextSchema(80),
});
export type CreateLocationInput = z.infer<typeof createLocationInputSchema>;

export const updateLocationInputSchema = createLocationInputSchema.partial();
export type UpdateLocationInput = z.infer<typeof updateLocationInputSchema>;

export const locationListFields = ['name', 'city', 'createdAt'] as const;
