import axios from 'axios';
import { DataUnavailableError } from '../shared/data-source';

/** The one HTTP client of the browser: same-origin calls to the BFF's JSON endpoints. */
const api = axios.create({ timeout: 15_000, headers: { Accept: 'application/json' } });

/** No answer, or a 5xx: the data is there but cannot be had now (pages say so and offer a retry). */
function asDataError(error: unknown): unknown {
  if (axios.isAxiosError(error) && (!error.response || error.response.status >= 500)) {
    return new DataUnavailableError(error.message);
  }
  return error;
}

/** GETs a JSON endpoint and returns its body. */
export async function getJson<T>(path: string, params?: URLSearchParams): Promise<T> {
  try {
    return (await api.get<T>(path, { params })).data;
  } catch (error) {
    throw asDataError(error);
  }
}

/** Like getJson, but a 404 answers null. */
export async function getJsonOrNull<T>(path: string): Promise<T | null> {
  try {
    return (await api.get<T>(path)).data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw asDataError(error);
  }
}
