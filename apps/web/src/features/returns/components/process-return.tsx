import { useState } from 'react';
import { Autocomplete, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsReturn } from '@cabinet/contracts/returns-ops';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useMarkProcessed, useSellerSkus } from '../api/ops-returns.ts';

/**
 * Marks a decided return processed, asked first in words (issue 23). A restock names, per item, the seller's product
 * (by SKU) it goes back into: the server adds the units to that product's stock, one journal entry each.
 */
export function ProcessReturn({ ret }: { ret: OpsReturn }) {
  const { t } = useTranslation('returns');
  const processed = useMarkProcessed();
  const [open, setOpen] = useState(false);
  const [skus, setSkus] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const restock = ret.decision === 'restock';
  const known = useSellerSkus(ret.account_id ?? 0, restock && open && ret.account_id !== null);

  const send = async (body: { restock: { item_id: number; sku: string }[] }) => {
    setErrors({});
    try {
      await processed.mutateAsync({ id: ret.id, body });
      setOpen(false);
      notifySuccess(t('ops.process.done', { number: ret.number }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else notifyError(errorMessage(error, t));
    }
  };

  const markOther = async () => {
    const answer = await ask({
      title: t('ops.process.title', { number: ret.number }),
      message: `${t(`ops.process.text_${ret.decision}`, { number: ret.number })} ${t('ops.process.final')}`,
      actions: [{ label: t('ops.process.confirm'), value: true }],
    });
    if (answer) await send({ restock: [] });
  };

  const lines = ret.items.map((item) => ({ item, sku: (skus[item.id] ?? '').trim() }));
  const putBack = async () => {
    const answer = await ask({
      title: t('ops.process.restock_title', { number: ret.number }),
      message: (
        <Stack gap={4}>
          <Text>{t('ops.process.restock_text')}</Text>
          {lines.map(({ item, sku }) => (
            <Text key={item.id}>{t('ops.process.restock_line', { name: item.name, count: item.quantity, sku })}</Text>
          ))}
          <Text>{t('ops.process.final')}</Text>
        </Stack>
      ),
      actions: [{ label: t('ops.process.restock_confirm'), value: true }],
    });
    if (answer) await send({ restock: lines.map(({ item, sku }) => ({ item_id: item.id, sku })) });
  };

  if (ret.status !== 'decided' || !ret.decision) return null;
  if (!restock) {
    return (
      <Button size="compact-xs" variant="light" loading={processed.isPending} onClick={() => void markOther()}>
        {t('ops.returns.mark_processed')}
      </Button>
    );
  }
  return (
    <Stack gap={4}>
      <Button size="compact-xs" variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {t('ops.process.restock')}
      </Button>
      {open && (
        <Stack gap={4}>
          <SkuFields
            items={ret.items}
            known={known.data ?? []}
            skus={skus}
            errors={errors}
            onChange={(id, value) => setSkus((s) => ({ ...s, [id]: value }))}
          />
          <Button
            size="compact-xs"
            disabled={lines.some((l) => !l.sku)}
            loading={processed.isPending}
            onClick={() => void putBack()}
          >
            {t('ops.process.restock_submit')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Per item, the seller's SKU it goes back into (offered from the stock the seller keeps), with the server's word. */
function SkuFields(props: {
  items: OpsReturn['items'];
  known: string[];
  skus: Record<number, string>;
  errors: Record<string, string[]>;
  onChange: (itemId: number, sku: string) => void;
}) {
  const { t } = useTranslation('returns');
  return (
    <>
      {props.items.map((item, n) => (
        <Autocomplete
          key={item.id}
          size="xs"
          label={t('ops.process.sku', { name: item.name, count: item.quantity })}
          data={props.known}
          value={props.skus[item.id] ?? ''}
          onChange={(value) => props.onChange(item.id, value)}
          error={props.errors[`restock.${n}.sku`]?.join(' ')}
          maxLength={64}
        />
      ))}
      {props.errors.restock && (
        <Text size="xs" c="red.8" role="alert">
          {props.errors.restock.join(' ')}
        </Text>
      )}
    </>
  );
}
