import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderUpdateBodySchema, type Order } from '@cabinet/contracts/orders';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { SectionCard } from './section-card.tsx';

/** The seller's own note on the order (never sent to the marketplace); free, unlike the CRM. */
export function SellerNote({ order, canWrite }: { order: Order; canWrite: boolean }) {
  const { t } = useTranslation('orders');
  const update = useUpdateOrder(order.id);
  const [note, setNote] = useState(order.seller_note);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setFailure(null);
    try {
      // As the server keeps it (trimmed, say), so that Save knows there is nothing left to save.
      setNote((await update.mutateAsync({ seller_note: note })).seller_note);
      notifySuccess(t('note.saved'));
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <SectionCard title={t('note.heading')}>
      <LimitedTextarea
        schema={orderUpdateBodySchema}
        field="seller_note"
        label={t('note.label')}
        description={t('note.hint')}
        autosize
        minRows={3}
        readOnly={!canWrite}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={update.isPending} disabled={note === order.seller_note}>
            {t('note.save')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
