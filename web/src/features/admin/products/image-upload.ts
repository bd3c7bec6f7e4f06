/**
 * Image uploads with progress. ky reports no upload progress, so this one call uses
 * XMLHttpRequest, with the same bearer token, envelope and errors as lib/api/client, and the
 * same single refresh-and-repeat on a 401.
 */
import { imageRoutes } from '@portal/contract/products';
import type { AnswerOf } from '@portal/contract/route';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@portal/contract/rules';
import { ApiError, errorFrom } from '../../../lib/api/api-error';
import { pathOf } from '../../../lib/api/call';
import { API_BASE, API_TIMEOUT } from '../../../lib/api/config';
import { getAccessToken } from '../../../lib/session/store';
import { refreshAccessToken } from '../../../lib/session/refresh';
import { t } from '../../../lib/i18n/i18n';

/** The files that may be sent, and a message for each one that may not (checked before any upload). */
export function checkImageFiles(files: File[]): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) errors.push(t('admin.images.wrongType', { name: file.name }));
    else if (file.size > MAX_IMAGE_BYTES) errors.push(t('admin.images.tooLarge', { name: file.name }));
    else accepted.push(file);
  }
  return { accepted, errors };
}

interface Answer {
  status: number;
  text: string;
}

function post(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = API_TIMEOUT * 4;
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    const failed = () => reject(new ApiError(0, t('admin.images.failed.upload'), 'NETWORK'));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.send(form);
  });
}

function parse(text: string) {
  try {
    return text ? (JSON.parse(text) as { success?: boolean; message?: string; code?: string; errors?: Record<string, string>; data?: unknown }) : null;
  } catch {
    return null;
  }
}

/** Sends every file under the repeated field `images`; progress runs from 0 to 1. */
export async function uploadImages(productId: number, files: File[], onProgress: (fraction: number) => void): Promise<AnswerOf<typeof imageRoutes.upload>> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const url = `${API_BASE.replace(/\/$/, '')}/${pathOf(imageRoutes.upload, { id: productId })}`;
  let answer = await post(url, form, onProgress);
  if (answer.status === 401) {
    await refreshAccessToken();
    onProgress(0);
    answer = await post(url, form, onProgress);
  }
  const body = parse(answer.text);
  if (answer.status < 200 || answer.status >= 300 || body?.success === false) throw errorFrom(answer.status, body, t('admin.images.failed.upload'));
  onProgress(1);
  return body?.data as AnswerOf<typeof imageRoutes.upload>;
}
