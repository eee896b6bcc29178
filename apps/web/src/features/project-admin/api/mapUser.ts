import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST Users/MapUser: makes that originator the project's originator. */
export const mapOriginator = (projectUniqueId: string, email: string) =>
  call(API.mapUser, { body: { ProjectUniqueId: projectUniqueId, Email: email } });
