// Form fields the reward and penalty forms share, checked in the browser with the API's own words.
import { moneyProblem } from '@crewbase/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

export const moneyField = z
  .string()
  .trim()
  .min(1, 'Enter the amount.')
  .superRefine((value, ctx) => {
    const problem = moneyProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const dayField = (missing: string) =>
  z.custom<Dayjs | null>((value) => value === null || dayjs.isDayjs(value)).superRefine((value, ctx) => {
    if (value === null) ctx.addIssue({ code: 'custom', message: missing });
    else if (!value.isValid()) ctx.addIssue({ code: 'custom', message: 'Use a date written as DD/MM/YYYY.' });
  });

export const reasonField = z.string().trim().min(1, 'Enter a reason.').max(1000, 'Use at most 1000 characters for the reason.');
