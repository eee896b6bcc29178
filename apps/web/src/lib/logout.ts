import { API } from './routes';
import { call } from './api';
import { session } from './session';

/** Ends the session on the server (POST /users/cancel), then locally; a failed call still signs out here. */
export async function logout(): Promise<void> {
  const token = session.token();
  session.clear();
  if (token) await call(API.cancel, {}, { token }).catch(() => undefined);
}
