/**
 * Saves a file the bff answers to a signed-in request (a report's PDF, a selection's .ics): a
 * plain link would send no bearer token, so the file is fetched with it and handed to the browser
 * as a download, under `name.filename`, or first the name the answer gives (its
 * Content-Disposition) when `name.answerFirst`. A refusal throws its message, else `failure`.
 */
import { RequestError } from '@tongshu/web-ui';
import { readSession } from '../session/user';

export async function downloadFile(
  url: string,
  name: { readonly filename: string; readonly answerFirst: boolean },
  failure = 'The file could not be made',
): Promise<void> {
  const token = readSession()?.token;
  const answer = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new RequestError(answer.status, body.message ?? failure, undefined, body);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await answer.blob());
  const given = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '');
  link.download = (name.answerFirst ? given?.[1] : undefined) ?? name.filename;
  link.click();
  URL.revokeObjectURL(link.href);
}
