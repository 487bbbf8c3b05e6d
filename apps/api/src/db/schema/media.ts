import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { areaEnum } from './enums';

/** Uploaded files. `key` is unguessable and is the file's public address; `storage_path` is where the adapter keeps it. */
export const media = pgTable(
  'media',
  {
    id: id(),
    key: text('key').notNull(),
    ownerType: areaEnum('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    storagePath: text('storage_path').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('media_key_idx').on(t.key), index('media_owner_idx').on(t.ownerType, t.ownerId), index('media_created_at_idx').on(t.createdAt)],
);
