/**
 * The file name a Content-Disposition header gives (RFC 6266 §4.3): `filename*` (RFC 8187/5987, UTF-8 or
 * ISO-8859-1, percent-encoded) when present and readable, else `filename` (a token or a quoted string).
 * Parameter names are case-insensitive; a parameter given twice counts once, the first time. No name: undefined.
 */
export function filenameOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  // `; name = value`, where a value is a quoted string (with \-escapes) or a run up to the next `;`.
  for (const [, rawName = '', value = ''] of header.matchAll(
    /;\s*([^\s;=]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g,
  )) {
    const name = rawName.toLowerCase();
    if (!params.has(name)) params.set(name, value.trim());
  }
  const extended = params.get('filename*');
  const decoded = extended === undefined ? undefined : decodeExtended(extended);
  if (decoded) return decoded;
  const plain = params.get('filename');
  if (!plain) return undefined;
  const name =
    plain.startsWith('"') && plain.endsWith('"') && plain.length > 1
      ? plain.slice(1, -1).replace(/\\(.)/g, '$1')
      : plain;
  return name || undefined;
}

/** `charset'language'percent-encoded` (RFC 8187 §3.2); undefined for another charset or a bad encoding. */
function decodeExtended(value: string): string | undefined {
  const m = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!m) return undefined;
  const [, rawCharset = '', encoded = ''] = m;
  const charset = rawCharset.toLowerCase();
  if (charset === 'utf-8') {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
  }
  if (charset === 'iso-8859-1')
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return undefined;
}
