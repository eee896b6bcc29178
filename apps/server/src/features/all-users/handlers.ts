import contentDisposition from 'content-disposition';
import type { FeatureHandlers } from '../../platform/api';
import { exportUsersCsv } from './export-users-csv';
import { listUsers } from './list-users';

/** All Users (spec 002 §2, §3 "User", §6, §7): Validation Center Team and HQ/Management, by the route. */
export const allUsersHandlers: FeatureHandlers<'getAllUsers' | 'getAllUsersCsv'> = {
  getAllUsers: ({ db, query }) => listUsers(db, query),
  getAllUsersCsv: ({ db, query, lang, reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('users.csv'))
      .header('cache-control', 'no-store')
      .send(exportUsersCsv(db, query, lang)),
};
