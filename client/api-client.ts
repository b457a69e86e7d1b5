import axios from 'axios';
import { DataUnavailableError } from '../shared/page-context';
import { ApiError } from './api-error';

/** The one HTTP client of the browser: same-origin calls to the BFF's JSON endpoints. */
const api = axios.create({ timeout: 15_000, headers: { Accept: 'application/json' } });

/** No answer, or a 5xx: the data is there but cannot be had now. A 4xx: the BFF's own error. */
function asDataError(error: unknown): unknown {
  if (!axios.isAxiosError(error)) return error;
  const status = error.response?.status;
  if (!status || status >= 500) return new DataUnavailableError(error.message);
  const body = error.response?.data as {
    error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  };
  return new ApiError(status, body?.error?.code ?? 'error', body?.error?.message ?? error.message, body?.error?.fields);
}

/** Sends a JSON body with POST, PUT or DELETE and returns the answer's body. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  try {
    return (await api.request<T>({ method, url: path, data: body })).data;
  } catch (error) {
    throw asDataError(error);
  }
}

/**
 * POSTs a multipart form (a file upload) and returns the answer's body. The timeout covers the
 * upload too: 5 MB over a slow mobile uplink needs well over 15 seconds.
 */
export async function sendForm<T>(path: string, form: FormData): Promise<T> {
  try {
    return (await api.post<T>(path, form, { timeout: 120_000 })).data;
  } catch (error) {
    throw asDataError(error);
  }
}
