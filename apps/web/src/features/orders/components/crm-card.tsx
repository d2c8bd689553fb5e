import { useState } from 'react';
import { Alert, Button, Group, Select, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { crmStatuses, orderUpdateBodySchema, type Order } from '@cabinet/contracts/orders';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCrmState } from '../api/get-crm.ts';
import { useUpdateOrder, type OrderUpdate } from '../api/update-order.ts';
import { CrmNotice } from './crm-notice.tsx';
import { SectionCard } from './section-card.tsx';

/** orderUpdateBodySchema's limit on the number of tags (zod states an array's limit only to its own check). */
const MAX_TAGS = 10;
const TAG_LENGTH = maxLengthOf(orderUpdateBodySchema, 'tags.0');

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * The seller's pipeline on the order: its CRM status and tags. The CRM is free for 30 days from the first change;
 * after that the controls are disabled (the API would answer 402 crm_trial_ended, whose message is shown).
 */
export function CrmCard({ order, canWrite }: { order: Order; canWrite: boolean }) {
  const { t } = useTranslation('orders');
  const crm = useCrmState();
  const update = useUpdateOrder(order.id);
  const [tags, setTags] = useState(order.tags);
  const [failure, setFailure] = useState<string | null>(null);
  const disabled = !canWrite || crm.data?.state === 'ended' || update.isPending;

  const save = async (body: OrderUpdate) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(body);
      // The tags as the server keeps them (trimmed), so that Save knows there is nothing left to save.
      if (body.tags) setTags(saved.tags);
      notifySuccess(t('crm.saved'));
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <SectionCard title={t('crm.heading')}>
      {crm.data && <CrmNotice crm={crm.data} />}
      <Select
        label={t('crm.status')}
        allowDeselect={false}
        disabled={disabled}
        data={crmStatuses.map((status) => ({ value: status, label: t(`crm_status.${status}`) }))}
        value={order.crm_status}
        onChange={(status) =>
          status && status !== order.crm_status && void save({ crm_status: status as Order['crm_status'] })
        }
      />
      <TagsInput
        label={t('crm.tags')}
        description={t('crm.tags_hint', { max: MAX_TAGS })}
        disabled={disabled}
        maxTags={MAX_TAGS}
        maxLength={TAG_LENGTH}
        value={tags}
        onChange={setTags}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {canWrite && (
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void save({ tags })}
            loading={update.isPending}
            disabled={disabled || sameTags(tags, order.tags)}
          >
            {t('crm.save_tags')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
