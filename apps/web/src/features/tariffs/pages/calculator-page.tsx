import { useState } from 'react';
import { Alert, Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalculatorResponse } from '@cabinet/contracts/tariffs';
import { ApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCalculate } from '../api/calculate.ts';
import { CalculatorForm } from '../components/calculator-form.tsx';
import { useCart } from '../components/cart.ts';
import { CalculatorSheet } from '../components/calculator-sheet.tsx';
import { Exclusions, QuoteResult } from '../components/quote-result.tsx';

type Outcome =
  { kind: 'rates'; quote: CalculatorResponse } | { kind: 'none'; excluded: CalculatorResponse['excluded'] };

const excludedOf = (error: ApiError): CalculatorResponse['excluded'] => {
  const excluded = (error.body as { excluded?: unknown } | null)?.excluded;
  return Array.isArray(excluded) ? (excluded as CalculatorResponse['excluded']) : [];
};

/** /calculator (public, §1, §2): the rates of every delivery type for a parcel. */
export function CalculatorPage() {
  const { t } = useTranslation('tariffs');
  const calculate = useCalculate();
  const cart = useCart();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onCalculate = async (body: Parameters<typeof calculate.mutateAsync>[0]) => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'rates', quote: await calculate.mutateAsync(body) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no_rates_found') {
        setOutcome({ kind: 'none', excluded: excludedOf(error) });
        return;
      }
      throw error;
    }
  };

  const cartCount = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <CalculatorSheet>
      <Page
        title={t('page.title')}
        caption={t('page.caption')}
        actions={
          <Anchor component={Link} to={paths.cart}>
            {t('cart.link', { n: cartCount })}
          </Anchor>
        }
      >
        <Stack gap="lg">
          <Card withBorder padding="md">
            <CalculatorForm pending={calculate.isPending} onCalculate={onCalculate} />
          </Card>
          <div aria-live="polite">
            {outcome?.kind === 'rates' && (
              <QuoteResult
                quote={outcome.quote}
                onAdd={(uid) => {
                  cart.add(uid);
                  notifySuccess(t('cart.added'));
                }}
              />
            )}
            {outcome?.kind === 'none' && (
              <Alert color="orange" variant="light" title={t('result.none')} role="alert">
                <Stack gap="xs">
                  <Text size="sm">{t('result.none_text')}</Text>
                  <Exclusions excluded={outcome.excluded} />
                </Stack>
              </Alert>
            )}
          </div>
        </Stack>
      </Page>
    </CalculatorSheet>
  );
}
