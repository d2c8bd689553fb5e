import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import type { OpsShipmentLookup } from '@cabinet/contracts/shipments-ops';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useLookupShipment } from '../api/lookup-shipment.ts';
import { ReceivingSession, type ReceivedEntry } from '../components/receiving-log.tsx';
import { ReceivingParcel } from '../components/receiving-parcel.tsx';
import { ScanForm } from '../components/scan-form.tsx';

/**
 * /ops/shipments/receiving — scanner-first receiving (issue 23): scan a parcel's sticker (our number, the carrier's
 * track or the TTN), weigh and measure it, Receive — and the scan field has the focus again for the next parcel. What
 * was received in this session stays listed with its outcome; a parcel held for its delivery type says why.
 */
export function OpsReceivingPage() {
  const { t } = useTranslation('shipments');
  const lookup = useLookupShipment();
  const scanField = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<OpsShipmentLookup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [received, setReceived] = useState<ReceivedEntry[]>([]);
  // Bumped whenever the scan field should take the focus back (a receipt done, a parcel put aside).
  const [nextScan, setNextScan] = useState(0);
  useEffect(() => {
    if (nextScan > 0) scanField.current?.focus();
  }, [nextScan]);

  const scan = async (code: string): Promise<boolean> => {
    setProblem(null);
    setOpen(null);
    try {
      const found = await lookup.mutateAsync(code);
      if (!found.receive_to) {
        const status = t(`statuses.${found.shipment.status}`);
        setProblem(t('ops.receiving.not_receivable', { number: found.shipment.number, status }));
        return false;
      }
      setOpen(found);
      return true;
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404;
      setProblem(unknown ? t('ops.receiving.unknown', { code }) : errorMessage(error, t));
      return false;
    }
  };

  const done = (after: Shipment) => {
    if (open) setReceived((list) => [{ scanned: open, after }, ...list]);
    setOpen(null);
    setNextScan((n) => n + 1);
  };

  const putAside = () => {
    setOpen(null);
    setNextScan((n) => n + 1);
  };

  return (
    <Page title={t('ops.receiving.title')} caption={t('ops.receiving.caption')} back={paths.opsShipments}>
      <Stack gap="md">
        <Card withBorder>
          <Stack gap="sm">
            <ScanForm ref={scanField} onScan={scan} busy={lookup.isPending} />
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </Card>
        {open?.receive_to && (
          <ReceivingParcel found={{ ...open, receive_to: open.receive_to }} onReceived={done} onPutAside={putAside} />
        )}
        <ReceivingSession entries={received} />
      </Stack>
    </Page>
  );
}
