import { forwardRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { opsShipmentLookupQuerySchema } from '@cabinet/contracts/shipments-ops';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

interface Props {
  /** Called with what was scanned or typed; resolves true when a parcel opened (the field then empties). */
  onScan: (code: string) => Promise<boolean>;
  busy: boolean;
}

/**
 * The scan field: a barcode scanner types the sticker's number and presses Enter, so the form submits on Enter as
 * it would for a person typing. A number that opens nothing stays in the field, selected, so the next scan replaces it.
 */
export const ScanForm = forwardRef<HTMLInputElement, Props>(function ScanForm({ onScan, busy }, ref) {
  const { t } = useTranslation('shipments');
  const [code, setCode] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
        const text = code.trim();
        if (!text) return;
        void onScan(text).then((opened) => {
          if (opened) setCode('');
          else input.select();
        });
      }}
    >
      <Group align="end" gap="sm">
        <LimitedTextInput
          ref={ref}
          name="code"
          schema={opsShipmentLookupQuerySchema}
          field="code"
          label={t('ops.receiving.scan')}
          description={t('ops.receiving.scan_hint')}
          placeholder="SC00000042"
          autoComplete="off"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Button type="submit" loading={busy}>
          {t('ops.receiving.find')}
        </Button>
      </Group>
    </form>
  );
});
