import { accountsApi } from './accounts';
import { platformApi } from './platform';
import { projectAdminApi, projectDetailApi, projectListApi, siteRequestsApi } from './projects';
import { sessionApi } from './session';
import { designDocumentsApi, designValidationApi, messageToolApi, notificationsApi } from './design';
import { invitationsApi } from './invitations';
import { ciApi } from './ci';

export * from './define';
export { FILTER_ROLES } from './projects';

/** Every API call, once (issue 8 §2). Names are stable: the server's handler map and the web use them. */
export const API = {
  ...platformApi,
  ...accountsApi,
  ...sessionApi,
  ...projectListApi,
  ...projectDetailApi,
  ...siteRequestsApi,
  ...projectAdminApi,
  ...designDocumentsApi,
  ...designValidationApi,
  ...messageToolApi,
  ...notificationsApi,
  ...invitationsApi,
  ...ciApi,
};
export type Api = typeof API;
export type RouteName = keyof Api;
