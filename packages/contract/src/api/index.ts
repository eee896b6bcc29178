import { accountsApi } from './accounts';
import { platformApi } from './platform';
import { projectAdminApi, projectDetailApi, projectListApi, siteRequestsApi } from './projects';
import { sessionApi } from './session';
import { designDocumentsApi, designValidationApi, messageToolApi, notificationsApi } from './design';
import { invitationsApi } from './invitations';
import { ciApi } from './ci';
import { helpDeskApi } from './help';
import { librariesApi } from './libraries';
import { allUsersApi } from './allUsers';
import { dashboardApi } from './dashboard';
import { extractsApi } from './extracts';
import { mapApi } from './map';
import { timelineApi } from './timeline';
import { markupsApi } from './markups';

export * from './define';
export { FILTER_ROLES } from './projects';
export {
  MAP_LAYERS,
  MAP_ROLES,
  MAP_SOURCES,
  OVERSIGHT_MAP,
  leafletDetails,
  mapLayerOf,
  mapView,
  type LeafletDetails,
  type MapCluster,
  type MapFeature,
  type MapFeatureProperties,
  type MapLayer,
  type MapLayerView,
  type MapSource,
  type MapView,
  type MapViewBody,
} from './map';
export * from './allUsers';
export * from './dashboard';
export * from './extracts';
export * from './timeline';
export * from './markups';
export { LIBRARIES, LIBRARY_EDITORS, libraryBrands, libraryUploadBrand, type Library } from './libraries';
export { addFaqBody, authorizedHelpDeskBody } from './help';

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
  ...helpDeskApi,
  ...librariesApi,
  ...allUsersApi,
  ...dashboardApi,
  ...extractsApi,
  ...mapApi,
  ...timelineApi,
  ...markupsApi,
};
export type Api = typeof API;
export type RouteName = keyof Api;
