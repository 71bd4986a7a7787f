/**
 * The API client: JSON over fetch, the signed-in user's bearer token on every call, and errors as
 * `RequestError` carrying the server's `{ message, inputError? }` (and `plan` on 402).
 */
import { RequestError, type HttpMethod, type UiRequest, type UiResponse } from '@tongshu/web-ui';
import { readSession } from '../session/user';

export interface ApiResponse<T = unknown> extends UiResponse {
  readonly data?: T;
}

function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'data' in v)) {
      for (const file of value as { name: string; data: string; type: string }[]) {
        const [, base64 = ''] = file.data.split(',');
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        form.append(name, new Blob([bytes], { type: file.type }), file.name);
      }
    } else if (value !== undefined) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return form;
}

export async function apiRequest<T = unknown>({
  method,
  url,
  body,
  multipart,
}: UiRequest): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (method !== 'GET') {
    if (multipart) {
      payload = formDataOf(body);
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload });
  } catch {
    throw new RequestError(0);
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { message: text };
  }
  if (!response.ok) {
    const message = typeof json.message === 'string' ? json.message : undefined;
    const inputError = typeof json.inputError === 'string' ? json.inputError : undefined;
    throw new RequestError(response.status, message, inputError, json);
  }
  return json as ApiResponse<T>;
}

const call =
  (method: HttpMethod) =>
  <T = unknown>(url: string, body: Record<string, unknown> = {}) =>
    apiRequest<T>({ method, url, body });

export const api = {
  get: call('GET'),
  post: call('POST'),
  patch: call('PATCH'),
  put: call('PUT'),
  delete: call('DELETE'),
};
