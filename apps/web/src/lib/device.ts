import { call } from './api';
import { API } from './routes';

const KEY = 'portal.deviceId';

/** The id this browser signs in with (DeviceName); asked once from the server, then kept (spec 000 §7). */
export async function deviceId(): Promise<string> {
  const known = localStorage.getItem(KEY);
  if (known) return known;
  const { deviceId: id } = await call(API.getIdForDevice);
  localStorage.setItem(KEY, id);
  return id;
}

/** The IPv4 reported by the configured third-party service, or undefined (then the server uses the request's address). */
export async function publicIp(serviceUrl: string): Promise<string | undefined> {
  if (!serviceUrl) return undefined;
  try {
    const res = await fetch(serviceUrl, { signal: AbortSignal.timeout(3000) });
    const text = (await res.text()).trim();
    const json = text.startsWith('{') ? (JSON.parse(text) as { ip?: string; IPv4?: string }) : undefined;
    const ip = json ? (json.ip ?? json.IPv4) : text;
    return ip && /^\d{1,3}(\.\d{1,3}){3}$/.test(ip) ? ip : undefined;
  } catch {
    return undefined;
  }
}
