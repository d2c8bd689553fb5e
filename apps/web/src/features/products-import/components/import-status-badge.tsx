import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImportStatus } from '@cabinet/contracts/products-import';

const COLORS: Record<ProductImportStatus, string> = {
  pending: 'gray',
  in_progress: 'blue',
  successful: 'teal',
  failed: 'red',
  cancelled: 'orange',
};

/** An import's status (§4 failed, successful, cancelled; plus pending and in progress) in its colour. */
export function ImportStatusBadge({ status }: { status: ProductImportStatus }) {
  const { t } = useTranslation('products-import');
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="import-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
