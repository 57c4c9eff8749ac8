import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn(async (url: string) =>
  url.includes('missing') ? new Response('', { status: 404 }) : new Response(JSON.stringify({ body: url })),
);

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('data files downloaded early, read later', () => {
  it('a body downloaded early is handed to its reader without a second download', async () => {
    const { download, downloadEarly } = await import('../../../src/ui/data/fetch-json.ts');
    downloadEarly('/data/a.json');
    downloadEarly('/data/a.json');
    // The body comes parsed (response.json()), so no second copy of its text is made on the main thread.
    expect(await download('/data/a.json')).toEqual({ body: '/data/a.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is handed over once: a later reader (a retry) downloads afresh', async () => {
    const { download, downloadEarly } = await import('../../../src/ui/data/fetch-json.ts');
    downloadEarly('/data/a.json');
    await download('/data/a.json');
    await download('/data/a.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an HTTP error names the file and status, and a failed early download is tried again', async () => {
    const { download, downloadEarly } = await import('../../../src/ui/data/fetch-json.ts');
    downloadEarly('/data/missing.json');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(download('/data/missing.json')).rejects.toThrow('/data/missing.json: HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
