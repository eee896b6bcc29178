import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callMultipart, fileCall, fileRequest } from './api';
import { API } from './routes';
import { session } from './session';
import { failure, on, stubRoutes } from '../test/fetch-stub';
import { FakeXhr, uploadError } from '../test/fake-xhr';

const FILE_7 = { params: { fileId: 7 }, query: {} };

beforeEach(() => {
  session.signedIn({ token: 't-1', isFirstTimeLogin: false, roles: 'Validation Center Team' } as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
});

describe('the request core', () => {
  it('sends the language and the bearer, and reads a failure as the server wrote it, for JSON calls', async () => {
    const { calls } = stubRoutes([on(API.clientConfig, {}, failure(409, 'Taken.', { Name: 'required' }))]);
    const err = await call(API.clientConfig, {}, { anonymous: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, message: 'Taken.', fields: { Name: 'required' } });
    expect(calls[0]!.headers).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer t-1' });
  });

  it('gives a reader of its own (the PDF viewer) the address and headers of a file call, the token never in the URL', () => {
    const input = { params: { fileId: 7 }, query: { inline: 'true' as const } };
    const signedIn = fileRequest(API.getFileById, input);
    expect(signedIn.url).toMatch(/\/api\/projects\/GetFileById\/7\?inline=true$/);
    expect(signedIn.headers).toEqual({ 'Accept-Language': 'en', Authorization: 'Bearer t-1' });
    const link = fileRequest(API.getFileById, input, { token: 'link-9' });
    expect(link.headers.Authorization).toBe('Bearer link-9');
    expect(link.url).not.toContain('link-9');
  });

  it('keeps the server message of a failed file call', async () => {
    stubRoutes([on(API.getFileById, FILE_7, failure(404, 'The file is gone.'))]);
    const err = await fileCall(API.getFileById, FILE_7).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, message: 'The file is gone.' });
  });

  it('answers a file with the name Content-Disposition gives', async () => {
    const { calls } = stubRoutes([
      on(
        API.getFileById,
        FILE_7,
        new Response('pdf', {
          headers: {
            'content-disposition': `attachment; filename="Prufung.pdf"; filename*=UTF-8''Pr%C3%BCfung%20(1).pdf`,
          },
        }),
      ),
    ]);
    const { blob, name } = await fileCall(API.getFileById, FILE_7);
    expect(name).toBe('Prüfung (1).pdf');
    expect(await blob.text()).toBe('pdf');
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer t-1' });
  });

  it('reads a lost network as one error for every kind of call', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const network = {
      status: 0,
      message: 'The portal cannot be reached. Check your connection and try again.',
    };
    await expect(call(API.clientConfig)).rejects.toMatchObject(network);
    await expect(fileCall(API.getFileById, FILE_7)).rejects.toMatchObject(network);
    await expect(callMultipart(API.addComment, new FormData())).rejects.toMatchObject(network);
  });

  it('reports upload progress and reads a failed upload as the server wrote it', async () => {
    FakeXhr.reset(() => uploadError(413, 'Too large.'));
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const err = await callMultipart(API.addComment, new FormData(), {
      onProgress: (p) => progress.push(p),
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413, message: 'Too large.' });
    expect(progress).toEqual([50]);
    expect(FakeXhr.sent[0]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer t-1' } });
  });
});
