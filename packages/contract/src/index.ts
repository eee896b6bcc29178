export * from './roles';
export * from './routes';
export * from './reference';
export * from './reference-keys';
export * from './validation';
export * from './statuses';
export * from './schemas/common';
export * from './schemas/country';
export * from './schemas/ids';
export * from './schemas/accounts';
export * from './schemas/projects';
export * from './schemas/site-requests';
export {
  SITE_FIELD_MESSAGES,
  brandDetail,
  siteFieldProblems,
  type BrandDetail,
  type SiteFieldValues,
} from './schemas/site-fields';
export * from './design';
export * from './design-form';
export * from './schemas/design';
export * from './schemas/invitations';
export * from './ci';
export * from './lifecycle';
export * from './file-types';
export * from './dashboard';
export * from './schemas/ci';
export * from './schemas/oversight';
export * from './api';
export * from './working-days';
export * from './ball';
export * from './notifications';
