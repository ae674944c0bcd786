/** What the API client rejects with when the server answers an error (api/http.ts). */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status ${status}`), { isHttpError: true, response: { status, data } });
}
