import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@portal/contract';
import { packs } from '@portal/contract/i18n';

interface PackAnswer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const answers = new Map<Language, PackAnswer>();

/**
 * A language pack as JSON, compressed once per process (about 90 KB of text, 20 KB in brotli): every page
 * load waits for it before it can show a word (issue 12 §4), so it should cross a slow line small.
 */
function packAnswer(lang: Language): PackAnswer {
  let answer = answers.get(lang);
  if (!answer) {
    const identity = Buffer.from(JSON.stringify(packs[lang]));
    answer = {
      identity,
      br: zlib.brotliCompressSync(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    };
    answers.set(lang, answer);
  }
  return answer;
}

/**
 * The pack's bytes in the smallest encoding the caller accepts (@fastify/accepts; browsers list gzip before
 * br at equal weight, so brotli is chosen by us, not by the header's order) and that encoding.
 */
export function packFor(
  lang: Language,
  request: FastifyRequest,
): { body: Buffer; encoding: 'br' | 'gzip' | 'identity' } {
  const answer = packAnswer(lang);
  for (const encoding of ['br', 'gzip'] as const)
    if (request.encodings([encoding]) === encoding) return { body: answer[encoding], encoding };
  return { body: answer.identity, encoding: 'identity' };
}
