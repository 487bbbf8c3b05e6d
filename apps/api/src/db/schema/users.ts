import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { accountStatusEnum } from './enums';
import { notificationMailPreferenceEnum } from './notifications';
import { roles } from './roles';

/** Admin accounts (the admin console). Staff live in `staff`. */
export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    status: accountStatusEnum('status').notNull().default('Pending'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    /** Access tokens issued before this instant are refused (password change, deactivation). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** How the admin hears of requests arriving that they may decide: a mail each, or one daily digest. */
    notificationMail: notificationMailPreferenceEnum('notification_mail').notNull().default('immediate'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_status_idx').on(t.status),
    index('users_role_id_idx').on(t.roleId),
    index('users_first_name_lower_idx').on(sql`lower(${t.firstName})`),
    index('users_last_name_lower_idx').on(sql`lower(${t.lastName})`),
  ],
);
