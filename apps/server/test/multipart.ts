import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export type FormPart =
  /** A text field; `charset` sends it in that encoding (declared in the part's Content-Type), else UTF-8. */
  | { name: string; value: string; charset?: 'utf-16le' }
  | { name: string; fileName: string; contentType?: string; body: Readable | Buffer };

/** A multipart/form-data body made as it is read: file bodies are streamed, never held whole. */
export function multipartBody(parts: FormPart[], options: { cutAfterBytes?: number } = {}) {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  async function* chunks() {
    for (const part of parts) {
      if ('value' in part && part.charset) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n` +
            `Content-Type: text/plain; charset=${part.charset}\r\n\r\n`,
        );
        yield Buffer.from(part.value, 'utf16le');
        yield Buffer.from('\r\n');
      } else if ('value' in part) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        );
      } else {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        );
        if (Buffer.isBuffer(part.body)) yield part.body;
        else for await (const chunk of part.body) yield chunk as Buffer;
        yield Buffer.from('\r\n');
      }
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  /** The body, optionally cut short after `cutAfterBytes` (a malformed, unfinished form). */
  async function* maybeCut() {
    let sent = 0;
    for await (const chunk of chunks()) {
      const limit = options.cutAfterBytes;
      if (limit !== undefined && sent + chunk.length >= limit) {
        yield chunk.subarray(0, limit - sent);
        return;
      }
      sent += chunk.length;
      yield chunk;
    }
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, stream: Readable.from(maybeCut()) };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A real HTTP POST (fetch, as a browser sends it) that streams `body` and reads the whole answer. The
 * answer may come before the body is all sent (an early 413): fetch then stops sending, as browsers do.
 * `abortAfterBytes` makes the client go away mid-upload.
 */
export async function postStream(
  url: string,
  body: Readable,
  headers: Record<string, string>,
  options: { abortAfterBytes?: number } = {},
): Promise<Answer> {
  const controller = new AbortController();
  const limit = options.abortAfterBytes;
  if (limit !== undefined) {
    let sent = 0;
    body.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > limit) controller.abort(new Error('client aborted on purpose'));
    });
  }
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
    duplex: 'half',
    signal: controller.signal,
  } as RequestInit);
  const buf = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    body: buf,
    json: <T>() => JSON.parse(buf.toString('utf8')) as T,
  };
}

/** The first bytes of a file of the kind its name says (the uploads check them): a sample body for tests. */
export function sampleFile(fileName: string): Buffer {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const head: Record<string, Buffer> = {
    png: Buffer.from('89504e470d0a1a0a', 'hex'),
    jpg: Buffer.from('ffd8ffe0', 'hex'),
    jpeg: Buffer.from('ffd8ffe0', 'hex'),
    gif: Buffer.from('GIF89a'),
    webp: Buffer.from('RIFF\0\0\0\0WEBP'),
    xlsx: Buffer.from('504b0304', 'hex'),
    docx: Buffer.from('504b0304', 'hex'),
    pptx: Buffer.from('504b0304', 'hex'),
    mp4: Buffer.from('\0\0\0\x18ftypmp42', 'latin1'),
    csv: Buffer.from('code,name\n'),
  };
  return Buffer.concat([head[extension] ?? Buffer.from('%PDF-1.4\n'), Buffer.from(` ${fileName}\n`)]);
}
