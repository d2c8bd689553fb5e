import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsUnidentifiedPayment } from '@cabinet/contracts/lost-payments';
import type { OpsAccount } from '@cabinet/contracts/money-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAssignPayment, useSellerSearch } from '../api/ops-lost-payments.ts';

const sellerName = (a: OpsAccount) => a.company_name || a.name || a.email;

/** Assigning a payment nobody claimed (or the right one of several): find the seller, check, credit. */
export function AssignPaymentDialog({ payment, onClose }: { payment: OpsUnidentifiedPayment | null; onClose(): void }) {
  const { t } = useTranslation('lost-payments');
  return (
    <DialogFrame
      opened={payment !== null}
      onClose={onClose}
      title={payment ? t('ops.assign_title', { amount: formatMoney(payment.amount), payer: payment.payer }) : ''}
    >
      {payment && <AssignForm payment={payment} onClose={onClose} />}
    </DialogFrame>
  );
}

/** Mounted per opening: a fresh search and a fresh Idempotency-Key. */
function AssignForm({ payment, onClose }: { payment: OpsUnidentifiedPayment; onClose(): void }) {
  const { t } = useTranslation('lost-payments');
  const { t: common } = useTranslation();
  const [key] = useState(newIdempotencyKey);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const sellers = useSellerSearch(term);
  const assign = useAssignPayment();
  const found = sellers.data?.accounts ?? [];
  const seller = found.find((a) => String(a.id) === chosen) ?? null;

  const search = () => {
    const text = typed.trim();
    setTooShort(text.length < 2);
    if (text.length < 2) return;
    setChosen(null);
    setTerm(text);
  };
  const submit = async () => {
    if (!seller) return;
    await assign.mutateAsync({ id: payment.id, accountId: seller.id, headers: { [IDEMPOTENCY_HEADER]: key } });
    notifySuccess(t('ops.assigned', { seller: sellerName(seller) }));
    onClose();
  };

  return (
    <Stack gap="md">
      <FormError title={assign.error ? errorMessage(assign.error, t) : null} />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('ops.assign_search')}
          description={t('ops.assign_search_hint')}
          value={typed}
          error={tooShort ? t('ops.assign_short') : undefined}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search();
          }}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button variant="default" onClick={search} loading={sellers.isFetching}>
          {t('ops.assign_find')}
        </Button>
      </Group>
      {term && sellers.isSuccess && found.length === 0 && <Text size="sm">{t('ops.assign_none')}</Text>}
      {found.length > 0 && (
        <Radio.Group label={t('ops.assign_pick')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt={4}>
            {found.map((a) => (
              <Radio key={a.id} value={String(a.id)} label={`${sellerName(a)} · ${a.email}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {seller && (
        <Text size="sm">
          {t('ops.assign_text', {
            amount: formatMoney(payment.amount),
            seller: `${sellerName(seller)} (${seller.email})`,
          })}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={assign.isPending}>
          {common('actions.cancel')}
        </Button>
        <Button
          color="teal"
          disabled={!seller}
          loading={assign.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('ops.assign_submit')}
        </Button>
      </Group>
    </Stack>
  );
}
