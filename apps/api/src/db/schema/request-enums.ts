// Postgres enums of the request tables (leave, loans, medical assistance, payment requests), from @crewbase/domain.
import {
  leaveStoredStatusSchema,
  loanStatusSchema,
  medicalAssistanceStatusSchema,
  paymentRequestStatusSchema,
  requestCategorySchema,
} from '@crewbase/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

type Values<T extends string> = [T, ...T[]];
const values = <T extends string>(options: readonly T[]) => options as unknown as Values<T>;

export const leaveStatusEnum = pgEnum('leave_status', values(leaveStoredStatusSchema.options));
export const loanStatusEnum = pgEnum('loan_status', values(loanStatusSchema.options));
export const medicalAssistanceStatusEnum = pgEnum('medical_assistance_status', values(medicalAssistanceStatusSchema.options));
export const paymentRequestStatusEnum = pgEnum('payment_request_status', values(paymentRequestStatusSchema.options));
export const paymentRequestCategoryEnum = pgEnum('payment_request_category', values(requestCategorySchema.options));
