import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../shared/api/balance.ts';
import { formatMoney } from '../../shared/lib/format.ts';
import { paths } from '../../shared/lib/paths.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';

/** §1: the balance in the header, for whoever may see money; it opens the balance log. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = user.permissions.includes('money.read');
  const balance = useBalance(allowed);
  if (!allowed || !balance.data) return null;
  const amount = formatMoney(balance.data.available);
  return (
    <Button
      component={Link}
      to={paths.balanceLog}
      variant="light"
      size="compact-md"
      aria-label={t('balance.header_label', { amount })}
      data-testid="header-balance"
    >
      {amount}
    </Button>
  );
}
