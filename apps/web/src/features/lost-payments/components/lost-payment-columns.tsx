import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Claim, LostPayment } from '@cabinet/contracts/lost-payments';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { FileLinks } from './file-links.tsx';

type PaymentFacts = Pick<LostPayment, 'date' | 'payer' | 'details' | 'amount'>;

/** What is known of an unidentified payment — when, from whom, with what details, how much — for seller and operator. */
export function paymentColumns<Row extends PaymentFacts>(t: TFunction): DataColumn<Row>[] {
  return [
    { id: 'date', header: t('lost.date'), keyFact: true, cell: (p) => formatDate(p.date) },
    { id: 'payer', header: t('lost.payer'), cell: (p) => p.payer },
    { id: 'details', header: t('lost.details'), cell: (p) => p.details },
    { id: 'amount', header: t('lost.amount'), keyFact: true, align: 'right', cell: (p) => formatMoney(p.amount) },
  ];
}

/** The claimed payment: its amount, date and payer; the operator also reads its details. */
export function claimPaymentColumn<Row extends Claim>(t: TFunction, withDetails = false): DataColumn<Row> {
  return {
    id: 'payment',
    header: t('lost.payment'),
    keyFact: true,
    cell: (c) => (
      <>
        <Text size="sm" fw={500}>
          {formatMoney(c.payment.amount)}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDate(c.payment.date)} · {c.payment.payer}
        </Text>
        {withDetails && c.payment.details && (
          <Text size="xs" c="gray.7">
            {c.payment.details}
          </Text>
        )}
      </>
    ),
  };
}

/** Why the payment is the seller's and the proof files; `more` adds a line under them. */
export function claimCommentColumn<Row extends Claim>(
  t: TFunction,
  load: (claimId: number, fileId: number) => Promise<Blob>,
  more?: (claim: Row) => ReactNode,
): DataColumn<Row> {
  return {
    id: 'comment',
    header: t('lost.comment'),
    cell: (c) => (
      <Stack gap={4}>
        <Text size="sm">{c.comment}</Text>
        <FileLinks files={c.files} load={(fileId) => load(c.id, fileId)} />
        {more?.(c)}
      </Stack>
    ),
  };
}
