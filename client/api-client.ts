import axios, { type AxiosError, type AxiosProgressEvent } from 'axios';
import { HttpError } from '../shared/http-error';
import { DataUnavailableError } from '../shared/page-context';

/** The one HTTP client of the browser: same-origin calls to the BFF's JSON endpoints. */
const api = axios.create({ timeout: 15_000, headers: { Accept: 'application/json' } });

/** The BFF's error answer (its JSON `error`) as an HttpError. */
function asHttpError(error: AxiosError): HttpError {
  const body = error.response?.data as {
    error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  };
  const status = error.response?.status ?? 0;
  return new HttpError(
    status,
    body?.error?.code ?? 'error',
    body?.error?.message ?? error.message,
    body?.error?.fields,
  );
}

/** No answer, or a 5xx: the data is there but cannot be had now. A 4xx: the BFF's own error. */
function asDataError(error: unknown): unknown {
  if (!axios.isAxiosError(error)) return error;
  const status = error.response?.status;
  if (!status || status >= 500) return new DataUnavailableError(error.message);
  return asHttpError(error);
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
 * How long the server asked to wait before an upload is sent again: its answer to a crowd (503
 * while every resume check is busy, 429 while other uploads from the network are under way) says
 * when, in seconds; a wait of more than 15 s, or any other answer, is not waited for.
 */
function retryAfterMs(error: unknown): number | null {
  if (!axios.isAxiosError(error) || ![429, 503].includes(error.response?.status ?? 0)) return null;
  const seconds = Number(error.response?.headers['retry-after']);
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= 15 ? seconds * 1000 : null;
}

/**
 * POSTs a multipart form (a file upload) and returns the answer's body. The timeout covers the
 * upload too: 5 MB over a slow mobile uplink needs well over 15 seconds. Sent up to 3 times when
 * the server asks to come back shortly; a refusal with a message of the server's (also a 503's)
 * is an HttpError, whose message the candidate reads. `onProgress` hears the share of the body sent.
 */
export async function sendForm<T>(path: string, form: FormData, onProgress?: (sent: number) => void): Promise<T> {
  const onUploadProgress = onProgress && ((event: AxiosProgressEvent) => onProgress(event.progress ?? 0));
  for (let attempt = 1; ; attempt++) {
    try {
      return (await api.post<T>(path, form, { timeout: 120_000, onUploadProgress })).data;
    } catch (error) {
      const wait = retryAfterMs(error);
      if (wait !== null && attempt < 3) await new Promise((resolve) => setTimeout(resolve, wait));
      else throw axios.isAxiosError(error) && error.response?.data?.error ? asHttpError(error) : asDataError(error);
    }
  }
}
