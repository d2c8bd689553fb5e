import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

interface Props {
  title: string;
  /** The contract of the change, whose `reason` limit the input takes. */
  schema: unknown;
  /** What changes: the count to add or take, or the new state. */
  children: ReactNode;
  reason: string;
  onReasonChange: (reason: string) => void;
  action: { label: string; loading: boolean; disabled: boolean; onClick: () => void };
}

/** A change of a stock item on the desk: what changes, the reason the journal keeps, and the button that applies it. */
export function StockChangeRow({ title, schema, children, reason, onReasonChange, action }: Props) {
  const { t } = useTranslation('warehouse-stock');
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Group align="end" gap="sm">
        {children}
        <LimitedTextInput
          schema={schema}
          field="reason"
          label={t('ops.item.reason')}
          required
          flex={1}
          value={reason}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
        />
        <Button loading={action.loading} disabled={action.disabled} onClick={action.onClick}>
          {action.label}
        </Button>
      </Group>
    </>
  );
}
