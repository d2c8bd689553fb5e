import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@cabinet/contracts/common';
import type { ProductImport } from '@cabinet/contracts/products-import';
import { api, apiDownload } from '../../../shared/api/client.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { importKeys } from './import-keys.ts';

/** GET /products/import/template?lang: the xlsx template with headers in that language, saved by the browser. */
export async function downloadTemplate(lang: Language): Promise<void> {
  saveFile(await apiDownload(`/products/import/template?lang=${lang}`), `products-import-${lang}.xlsx`);
}

/** POST /products/import (the file, checked by the server) and then POST /products/import/{id}/start. */
export function useUploadAndStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await api.post<ProductImport>('/products/import', form);
      // Refresh now: should the start be refused, the seller still sees the pending import and can start it later.
      await queryClient.invalidateQueries({ queryKey: importKeys.lists() });
      return api.post<ProductImport>(`/products/import/${uploaded.id}/start`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.lists() }),
  });
}

/** POST /products/import/{id}/start or /cancel. */
export function useImportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'start' | 'cancel' }) =>
      api.post<ProductImport>(`/products/import/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
