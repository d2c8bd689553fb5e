import { useTranslation } from 'react-i18next';
import type { Product } from '@cabinet/contracts/products';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteProduct } from '../api/save-product.ts';

/** Asks before deleting a product; one with history is archived instead, and the notice says which it was. */
export function useAskDeleteProduct() {
  const { t } = useTranslation('products');
  const remove = useDeleteProduct();
  return async (product: Product) => {
    let archived = false;
    const answer = await ask({
      title: t('list.delete_title', { sku: product.sku }),
      message: t('list.delete_text'),
      actions: [
        {
          label: t('list.delete'),
          color: 'red',
          value: true,
          handler: async () => {
            archived = (await remove.mutateAsync(product.id)).archived;
          },
        },
      ],
    });
    if (!answer) return;
    notifySuccess(t(archived ? 'list.archived' : 'list.deleted'));
  };
}
