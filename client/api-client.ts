import axios from 'axios';

/** The one HTTP client of the browser: same-origin calls to the BFF's JSON endpoints. */
const api = axios.create({ timeout: 15_000, headers: { Accept: 'application/json' } });

/** GETs a JSON endpoint and returns its body. */
export async function getJson<T>(path: string, params?: URLSearchParams): Promise<T> {
  const response = await api.get<T>(path, { params });
  return response.data;
}
