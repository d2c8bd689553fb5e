import { Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_LINES } from '@cabinet/contracts/shipments';
import { LineFieldset } from './line-fieldset.tsx';
import { emptyLine, type LineValues, type ShipmentFormValues } from './shipment-form-values.ts';

interface Props {
  form: UseFormReturnType<ShipmentFormValues>;
  /** `lines`, or `parcels.N.lines` for a parcel of a bulk shipment. */
  path: string;
  lines: LineValues[];
}

/**
 * The parcel's customs lines: names in Ukrainian and English (§5: both, or no documents), quantity, value per
 * unit and the customs code, a 10-digit UKTVED leaf picked from the classification. Lines are added and removed freely.
 */
export function LineFields({ form, path, lines }: Props) {
  const { t } = useTranslation('shipments');
  const listError = form.errors[path];
  return (
    <Stack gap="sm">
      {lines.map((line, index) => (
        <LineFieldset
          key={line.key}
          form={form}
          path={`${path}.${index}`}
          line={line}
          number={index + 1}
          removable={lines.length > 1}
          onRemove={() => form.removeListItem(path, index)}
        />
      ))}
      {typeof listError === 'string' && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          disabled={lines.length >= MAX_LINES}
          onClick={() => form.insertListItem(path, emptyLine())}
        >
          {t('form.add_line')}
        </Button>
      </div>
    </Stack>
  );
}
