import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export const MB = 1024 * 1024;

/**
 * `total` bytes of a repeating pattern, made chunk by chunk as they are read (never held whole in memory).
 * `produced` counts what the reader has pulled so far.
 */
export function generated(total: number, chunk = 64 * 1024): Readable & { produced: number } {
  const block = Buffer.alloc(chunk);
  for (let i = 0; i < chunk; i++) block[i] = (i * 31 + 7) & 0xff;
  const stream = new Readable({
    read() {
      if (stream.produced >= total) return this.push(null);
      const n = Math.min(chunk, total - stream.produced);
      stream.produced += n;
      this.push(n === chunk ? block : block.subarray(0, n));
    },
  }) as Readable & { produced: number };
  stream.produced = 0;
  return stream;
}

/** SHA-256 and size of everything a stream gives. */
export async function digest(
  stream: AsyncIterable<Buffer | Uint8Array>,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * `total` bytes that deflate cannot shrink (a 1 MiB random block repeated: farther apart than deflate's 32 KiB
 * window), made chunk by chunk as they are read, like `generated`.
 */
export function incompressible(total: number, chunk = 64 * 1024): Readable {
  const block = randomBytes(MB);
  let produced = 0;
  return new Readable({
    read() {
      if (produced >= total) return this.push(null);
      const n = Math.min(chunk, total - produced);
      const at = produced % MB; // chunk divides MB
      produced += n;
      this.push(block.subarray(at, at + n));
    },
  });
}
