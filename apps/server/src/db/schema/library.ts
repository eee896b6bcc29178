import { index, integer, pgTable, serial, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Stored files: the key is server-made; the uploaded name is metadata only (docs/files.md). */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Guideline libraries: the tutorial documents and the information pack, grouped per brand. */
export const libraryDocuments = pgTable(
  'library_documents',
  {
    id: serial('id').primaryKey(),
    library: text('library').$type<'tutorial' | 'infopack'>().notNull(),
    brandName: text('brand_name').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('library_documents_library_idx').on(t.library, t.brandName)],
);
