import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@cabinet/contracts/common';
import { productImportApi } from '@cabinet/contracts/products-import';
import { call, download } from '../../../shared/api/call.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { importKeys } from './import-keys.ts';

/** The xlsx template with headers in that language, saved by the browser. */
export async function downloadTemplate(lang: Language): Promise<void> {
  saveFile(await download(productImportApi.template, { query: { lang } }), `products-import-${lang}.xlsx`);
}

/** Uploads the file (checked by the server) and then starts it. */
export function useUploadAndStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await call(productImportApi.upload, { body: form });
      // Refresh now: should the start be refused, the seller still sees the pending import and can start it later.
      await queryClient.invalidateQueries({ queryKey: importKeys.lists() });
      return call(productImportApi.start, { params: { id: uploaded.id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.lists() }),
  });
}

/** Start a pending import or cancel a running one. */
export function useImportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'start' | 'cancel' }) =>
      call(productImportApi[action], { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
