/**
 * Saves a file the bff answers to a signed-in request (a report's PDF): a plain link would send
 * no bearer token, so the file is fetched with it and handed to the browser as a download, under
 * the name the answer gives (its Content-Disposition), else `filename`.
 */
import { RequestError } from '@tongshu/web-ui';
import { readSession } from '../session/user';

export async function downloadFile(url: string, filename: string): Promise<void> {
  const token = readSession()?.token;
  const answer = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new RequestError(
      answer.status,
      body.message ?? 'The file could not be made',
      undefined,
      body,
    );
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await answer.blob());
  const given = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '');
  link.download = given?.[1] ?? filename;
  link.click();
  URL.revokeObjectURL(link.href);
}
