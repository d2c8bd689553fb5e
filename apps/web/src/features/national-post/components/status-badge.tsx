import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NationalPostStatus } from '@cabinet/contracts/national-post';

const COLORS: Record<NationalPostStatus, string> = {
  creating: 'gray',
  created: 'yellow',
  paid: 'blue',
  accepted: 'indigo',
  abroad: 'indigo',
  delivered: 'teal',
  returned: 'orange',
  deleted: 'gray',
  failed: 'red',
};

export function NationalPostStatusBadge({ status }: { status: NationalPostStatus }) {
  const { t } = useTranslation('national-post');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
