// Postgres enums, built from the zod enums of @crewbase/domain so the database refuses what the schemas refuse.
import { accountStatusSchema, areaSchema, driverLicenceStatusSchema, staffStatusSchema } from '@crewbase/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

type Values<T extends string> = [T, ...T[]];
const values = <T extends string>(options: readonly T[]) => options as unknown as Values<T>;

export const areaEnum = pgEnum('area', values(areaSchema.options));
export const staffStatusEnum = pgEnum('staff_status', values(staffStatusSchema.options));
export const accountStatusEnum = pgEnum('account_status', values(accountStatusSchema.options));
export const driverLicenceStatusEnum = pgEnum('driver_licence_status', values(driverLicenceStatusSchema.options));
export const oneTimeCodePurposeEnum = pgEnum('one_time_code_purpose', ['activation', 'password_reset']);
