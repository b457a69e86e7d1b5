import axios from 'axios';

/** The one HTTP client of the browser: same-origin calls to the BFF's JSON endpoints. */
const api = axios.create({
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

/** GETs an endpoint that answers `{ data }` and returns `data`. */
export async function getData<T>(path: string, params?: URLSearchParams): Promise<T> {
  const response = await api.get<{ data: T }>(path, { params });
  return response.data.data;
}
