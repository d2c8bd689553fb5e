import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SellerRef } from '@cabinet/contracts/sellers';
import { sellerName, useOpsSeller } from '../api/ops-seller.ts';
import { opsAccountUrl } from '../lib/paths.ts';

/** Whose it is on an operator's list: the seller by name and e-mail (never "#1"), linking to the seller's page. */
export function SellerLink({ seller }: { seller: SellerRef }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={opsAccountUrl(seller.account_id)} size="sm">
        {seller.name || seller.email}
      </Anchor>
      {seller.name && (
        <Text size="xs" c="gray.7">
          {seller.email}
        </Text>
      )}
    </Stack>
  );
}

/** A seller known only by the account's id (an error report's user): named once their page's head has loaded. */
export function SellerById({ accountId }: { accountId: number }) {
  const seller = useOpsSeller(accountId).data;
  if (!seller) return <Loader size="xs" />;
  return <SellerLink seller={{ account_id: seller.id, name: sellerName(seller), email: seller.email }} />;
}
