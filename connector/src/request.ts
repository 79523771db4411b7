import type { HttpRequestOptions, HttpResponse, ZObject } from 'zapier-platform-core';

/** z.request to the service; a network failure becomes a message the user can act on and replay. */
export async function requestService(z: ZObject, options: HttpRequestOptions & { url: string }): Promise<HttpResponse> {
  try {
    return await z.request({ ...options, skipThrowForStatus: true });
  } catch (error) {
    if (error instanceof z.errors.Error || error instanceof z.errors.ThrottledError) throw error;
    const host = new URL(options.url).host;
    throw new z.errors.Error(
      `Could not reach Lead Intake at ${host} (${(error as Error).message}). Check that the service is running and reachable from the internet, then replay this step.`,
      'NetworkError',
    );
  }
}
