import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { permissionDomains, type PermissionDomain } from '@cabinet/contracts/permissions';
import type { User } from '@cabinet/contracts/user';
import { DetailList } from './detail-list.tsx';
import { SectionCard } from './section-card.tsx';

/** The owner has everything; a member sees, per area, what the owner granted: view, change, or both. */
export function AccessCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const isOwner = user.role === 'owner';
  const domainNames: Record<PermissionDomain, string> = {
    account: t('permissions.account'),
    subaccounts: t('permissions.subaccounts'),
    money: t('permissions.money'),
    shipments: t('permissions.shipments'),
    addresses: t('permissions.addresses'),
    products: t('permissions.products'),
    warehouse: t('permissions.warehouse'),
    integrations: t('permissions.integrations'),
    purchases: t('permissions.purchases'),
    disputes: t('permissions.disputes'),
    services: t('permissions.services'),
    support: t('permissions.support'),
  };
  const level = (domain: PermissionDomain) => {
    const read = user.permissions.includes(`${domain}.read`);
    const write = user.permissions.includes(`${domain}.write`);
    if (read && write) return t('permissions.read_write');
    if (write) return t('permissions.write');
    return read ? t('permissions.read') : null;
  };
  const granted = permissionDomains.flatMap((domain) => {
    const value = level(domain);
    return value ? [{ label: domainNames[domain], value }] : [];
  });
  return (
    <SectionCard
      id="summary-access"
      title={t('summary.access_title')}
      aside={
        <Badge color={isOwner ? 'blue' : 'gray'} variant="light">
          {isOwner ? t('summary.role_owner') : t('summary.role_member')}
        </Badge>
      }
    >
      {isOwner ? (
        <Text size="sm">{t('summary.owner_text')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('summary.member_text')}</Text>
          {granted.length > 0 ? (
            <DetailList items={granted} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('summary.no_permissions')}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
