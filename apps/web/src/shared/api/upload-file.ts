import { UPLOAD_FIELD, uploadsApi, type UploadedFile } from '@cabinet/contracts/uploads';
import type { opsUsPackagesApi } from '@cabinet/contracts/us-packages';
import { currentLanguage } from '../i18n/i18n.ts';
import { htmlLang } from '../i18n/languages.ts';
import { tokenStore } from '../session/token.ts';
import { ApiError, NETWORK_ERROR, parseApiError } from './api-error.ts';
import { ContractMismatchError, pathOf } from './call.ts';
import { API_BASE, API_KEY_HEADER } from './client.ts';

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * §7 `POST maintenance/upload` with upload progress (fetch cannot report it, so this one request uses XHR):
 * the same token, language and error shape as every other call, and, outside production, the same check of the
 * answer against its contract. `onProgress` gets 0–1.
 */
export function uploadFile(
  file: File,
  options: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** Another endpoint taking one file the same way (the US warehouse's package photos). */
    endpoint?: typeof uploadsApi.upload | typeof opsUsPackagesApi.uploadPhoto;
  } = {},
): Promise<UploadedFile> {
  const endpoint = options.endpoint ?? uploadsApi.upload;
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${API_BASE}${pathOf(endpoint, { body: form })}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', htmlLang(currentLanguage()));
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader(API_KEY_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status !== 201) return reject(parseApiError(xhr.status, body));
      const mismatch = import.meta.env.PROD ? undefined : endpoint.response.safeParse(body).error;
      if (mismatch) reject(new ContractMismatchError(endpoint, mismatch.issues));
      else resolve(body as UploadedFile);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: NETWORK_ERROR, message: '' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
