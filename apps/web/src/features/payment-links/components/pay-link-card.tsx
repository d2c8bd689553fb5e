import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { formatMoney } from '../../../shared/lib/format.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

/** What the buyer pays and to whom: the seller, the description and the amount of the link. */
export function PayLinkCard({ link, children }: { link: PublicPaymentLink | undefined; children: ReactNode }) {
  const { t } = useTranslation('payment-links');
  return (
    <Card withBorder radius="lg" padding="xl" w="100%" maw={480}>
      <Stack gap="md">
        <PageTitle>{t('pay.title')}</PageTitle>
        {link && (
          <>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('pay.seller')}
              </Text>
              <Text fw={600}>{link.seller_name}</Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('pay.for')}
              </Text>
              <Text>{link.description}</Text>
            </Stack>
            <Title order={2} size="h2" data-testid="pay-amount">
              {formatMoney(link.amount)}
            </Title>
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}
