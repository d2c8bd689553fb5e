import { Alert, Drawer, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductBody } from '@cabinet/contracts/products';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useProduct } from '../api/get-products.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { ProductForm } from './product-form.tsx';

export interface ProductDrawerProps {
  /** The `?product=` value: 'new', a product id, or null when closed. */
  target: string | null;
  initialCategoryId: number | null;
  onClose(): void;
}

/** Create or edit a product in a drawer whose state is in the URL (`?product=new`, `?product=12`): linkable. */
export function ProductDrawer({ target, initialCategoryId, onClose }: ProductDrawerProps) {
  const { t } = useTranslation('products');
  const id = target !== null && /^\d+$/.test(target) ? Number(target) : null;
  const creating = target === 'new';
  const product = useProduct(id);
  const save = useSaveProduct();

  const submit = async (body: ProductBody) => {
    await save.mutateAsync({ id, body });
    notifySuccess(t(creating ? 'form.created' : 'form.saved'));
    onClose();
  };

  return (
    <Drawer
      opened={creating || id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t(creating ? 'form.create_title' : 'form.edit_title')}
    >
      {creating && (
        <ProductForm
          initialCategoryId={initialCategoryId}
          pending={save.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
      {id !== null && product.isPending && (
        <Stack gap="md" data-testid="product-loading">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={120} />
        </Stack>
      )}
      {id !== null && product.isError && (
        <Alert color="red" variant="light" role="alert" title={errorMessage(product.error, t)} />
      )}
      {id !== null && product.data && (
        <ProductForm
          key={`${product.data.id}-${product.data.updated_at}`}
          product={product.data}
          pending={save.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}
