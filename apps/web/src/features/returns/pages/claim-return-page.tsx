import { Card, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Banner } from '../../../shared/ui/banner.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useUnidentifiedReturn } from '../api/unidentified-returns.ts';
import { ClaimForm } from '../components/claim-form.tsx';
import { ReturnItems } from '../components/return-items.tsx';
import { useClaimForm } from '../components/use-claim-form.ts';

/** /shipments/returns/unidentified/{return_id}/claim (§2): why it is the seller's, with 1–5 proof files (§5). */
export function ClaimReturnPage() {
  const { t } = useTranslation('returns');
  const id = Number(useParams().returnId);
  const ret = useUnidentifiedReturn(id);
  const claim = useClaimForm(id);
  const title = ret.data ? t('claim.title', { number: ret.data.number }) : t('unidentified.title');
  return (
    <Page title={title} caption={t('claim.caption')} back={paths.unidentifiedReturns} loading={ret.isPending}>
      {ret.isError ? (
        <Banner level="warning">
          {ret.error instanceof ApiError && ret.error.status === 404
            ? t('claim.not_found')
            : errorMessage(ret.error, t)}
        </Banner>
      ) : (
        ret.data && (
          <Stack gap="md" maw={720}>
            <Card withBorder>
              <Stack gap={4}>
                <Text fw={600}>
                  {ret.data.number} · {formatDate(ret.data.arrived_at)}
                </Text>
                <Text size="sm">
                  {t('unidentified.tracking_tail', { carrier: ret.data.carrier, tail: ret.data.tracking_tail })}
                </Text>
                {ret.data.note && <Text size="sm">{ret.data.note}</Text>}
                <ReturnItems items={ret.data.items} />
              </Stack>
            </Card>
            <ClaimForm claim={claim} />
          </Stack>
        )
      )}
    </Page>
  );
}
