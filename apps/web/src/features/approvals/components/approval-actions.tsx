import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsApproval } from '@cabinet/contracts/approvals';

/** A waiting request is approved or refused by another operator; the one who asked is told so instead. */
export function ApprovalActions({
  approval: a,
  onApprove,
  onRefuse,
}: {
  approval: OpsApproval;
  onApprove(approval: OpsApproval): void;
  onRefuse(approval: OpsApproval): void;
}) {
  const { t } = useTranslation('approvals');
  if (a.status !== 'pending') return null;
  return (
    <Group gap={6}>
      {a.mine ? (
        <Text size="xs" c="gray.7" maw={200}>
          {t('ops.mine')}
        </Text>
      ) : (
        <Button size="compact-sm" color="teal" onClick={() => onApprove(a)}>
          {t('ops.approve')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRefuse(a)}>
        {t('ops.refuse')}
      </Button>
    </Group>
  );
}
