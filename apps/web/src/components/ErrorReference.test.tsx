import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import QueryProvider from '../app/QueryProvider';
import { ApiError, call } from '../lib/api';
import { API } from '../lib/routes';
import { failure, json, on, stubRoutes } from '../test/fetch-stub';
import { LoadError } from './QueryState';

/** Issue 23 §3: a server error shows the reference its log lines carry, copyable; other failures do not. */

const ID = '3f9a0c27d1e84b65';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a real call gives for the server's answer. */
async function failedCall(answer: Response): Promise<unknown> {
  stubRoutes([on(API.clientConfig, {}, answer)]);
  return call(API.clientConfig).catch((e: unknown) => e);
}

describe('the reference of a server error', () => {
  it('is read from the answer (body, else X-Request-Id) for 5xx only', async () => {
    const body = await failedCall(
      json({ statusCode: 500, error: 'Internal Server Error', message: 'x', requestId: ID }, 500),
    );
    expect(body).toBeInstanceOf(ApiError);
    expect((body as ApiError).requestId).toBe(ID);
    // A proxy's 502 page: not our shape, but the header is there.
    const header = await failedCall(
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        headers: { 'x-request-id': 'lb-4c1d2e3f4a5b' },
      }),
    );
    expect((header as ApiError).requestId).toBe('lb-4c1d2e3f4a5b');
    const refused = await failedCall(failure(405, 'Not now.'));
    expect((refused as ApiError).requestId).toBeUndefined();
  });

  it('shows under a load error, and the button copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const error = await failedCall(
      json(
        { statusCode: 500, error: 'Internal Server Error', message: 'internal server error', requestId: ID },
        500,
      ),
    );
    render(<LoadError text="The project could not be loaded." onRetry={() => undefined} error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`The project could not be loaded.Reference: ${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the reference' }));
    expect(writeText).toHaveBeenCalledWith(ID);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('is not shown for a refusal the user should read', async () => {
    const error = await failedCall(failure(404, 'Not found.'));
    render(<LoadError text="The project could not be loaded." error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The project could not be loaded.');
    expect(screen.queryByText(/Reference/)).toBeNull();
  });

  it('an action that fails with a server error shows a toast with the reference, once', async () => {
    stubRoutes([
      on(
        API.clientConfig,
        {},
        json({ statusCode: 503, error: 'Service Unavailable', message: 'busy', requestId: ID }, 503),
      ),
    ]);
    function Page() {
      const save = useMutation({ mutationFn: () => call(API.clientConfig) });
      return (
        <button type="button" onClick={() => save.mutate()}>
          Save
        </button>
      );
    }
    // Nested as the shell's pages are: one toast.
    render(
      <QueryProvider>
        <QueryProvider>
          <Page />
        </QueryProvider>
      </QueryProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(/Something went wrong on our side/)).toHaveLength(1));
    expect(screen.getByText(ID)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(ID)).toBeNull());
  });
});
