import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  isEeCluster: boolean('is_ee_cluster').notNull().default(false),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  colour: text('colour').notNull(),
  isProfessional: boolean('is_professional').notNull().default(false),
});

export const contractTypes = pgTable('contract_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const projectStatuses = pgTable('project_statuses', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});
