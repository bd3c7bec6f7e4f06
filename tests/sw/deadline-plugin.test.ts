import { describe, expect, it } from 'vitest';
import { deadlinePlugin } from '../../sw/deadline-plugin';

const aborted = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => {
    if (signal.aborted) resolve(signal.reason);
    else signal.addEventListener('abort', () => resolve(signal.reason), { once: true });
  });

async function prepared(request: Request, ms: number): Promise<Request> {
  const hook = deadlinePlugin(ms).requestWillFetch!;
  return (await hook({ request, event: new Event('fetch') as never, state: {} })) as Request;
}

describe("the service worker's fetch deadline", () => {
  it('gives up a fetch that outlives its deadline, whatever the page does', async () => {
    const request = await prepared(new Request('https://portal.example/api/v1/images/products/1/thumb.webp'), 20);
    expect(request.signal.aborted).toBe(false);
    expect(((await aborted(request.signal)) as DOMException).name).toBe('TimeoutError');
  });

  it('gives up as soon as the request it was asked for is aborted', async () => {
    const page = new AbortController();
    const request = await prepared(new Request('https://portal.example/api/v1/images/products/1/full.webp', { signal: page.signal }), 60_000);
    page.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it('sends the same request otherwise', async () => {
    const original = new Request('https://portal.example/api/v1/images/products/1/thumb.webp', { headers: { accept: 'image/webp' } });
    const request = await prepared(original, 60_000);
    expect(request.url).toBe(original.url);
    expect(request.method).toBe('GET');
    expect(request.headers.get('accept')).toBe('image/webp');
  });
});
