// Shift templates: a location's usual shifts by name ("Morning", 06:00-14:00), picked when building a schedule to fill
// a shift's times. Names are unique within a location; a template is only a starting point, so changing or deleting one
// never touches shifts already made from it.
import { z } from 'zod';
import { namedRefSchema } from '../profile';
import { SHIFT_TIMES_EQUAL_MESSAGE, shiftTimeSchema, timeToMinutes } from './shift';

export const shiftTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: namedRefSchema,
  startTime: z.string(),
  endTime: z.string(),
  /** Ends on the next day (an end time earlier than the start). */
  overnight: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShiftTemplate = z.infer<typeof shiftTemplateSchema>;

const templateFields = z.object({
  name: z.string().trim().min(2, 'Enter a template name of at least 2 characters').max(60, 'Use at most 60 characters for the name'),
  locationId: z.uuid({ message: 'Choose a location' }),
  startTime: shiftTimeSchema,
  endTime: shiftTimeSchema,
});

const timesDiffer = (value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) => {
  if (value.startTime && value.endTime && timeToMinutes(value.startTime) === timeToMinutes(value.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: SHIFT_TIMES_EQUAL_MESSAGE });
  }
};

/** POST /api/admin/shift-templates */
export const createShiftTemplateInputSchema = templateFields.superRefine(timesDiffer);
export type CreateShiftTemplateInput = z.infer<typeof createShiftTemplateInputSchema>;

/** PATCH /api/admin/shift-templates/{id}: any subset (both times are checked together once merged). */
export const updateShiftTemplateInputSchema = templateFields.partial().superRefine(timesDiffer);
export type UpdateShiftTemplateInput = z.infer<typeof updateShiftTemplateInputSchema>;

/** Fields of GET /api/admin/shift-templates (filter/sort); `location.id` narrows the list to one location's templates. */
export const shiftTemplateListFields = ['name', 'location.id', 'location.name', 'startTime', 'createdAt'] as const;
