/** What the API client rejects with when the server answers an error (axios' error shape). */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status ${status}`), { isAxiosError: true, response: { status, data } });
}
