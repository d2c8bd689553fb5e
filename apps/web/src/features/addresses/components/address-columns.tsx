import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { AddressActions } from './address-actions.tsx';
import { addressLine, addressName } from './address-name.ts';

/** The address book's columns: name, kind, address, contacts; the actions only for who may change the book. */
export function addressColumns(t: TFunction, canWrite: boolean): (DataColumn<Address> | false)[] {
  return [
    {
      id: 'name',
      header: t('list.name'),
      keyFact: true,
      cell: (a) => (
        <>
          <Text size="sm" fw={500}>
            {addressName(a)}
          </Text>
          {a.variation_type === 'company' && (a.first_name || a.last_name) && (
            <Text size="xs" c="gray.7">
              {`${a.first_name} ${a.last_name}`.trim()}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'kind',
      header: t('list.kind'),
      keyFact: true,
      cell: (a) => (
        <Group gap={6}>
          <Text size="sm">{t(`book_type.${a.book_type}`)}</Text>
          <Text size="xs" c="gray.7">
            {t(`variation_type.${a.variation_type}`)}
          </Text>
          {a.is_default && (
            <Badge color="teal" variant="light">
              {t('list.default_sender')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'address',
      header: t('list.address'),
      cell: (a) => (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <CountryFlag code={a.country} />
          <Text size="sm">{addressLine(a)}</Text>
        </Group>
      ),
    },
    {
      id: 'contacts',
      header: t('list.contacts'),
      cell: (a) => (
        <>
          <Text size="sm">{a.phone}</Text>
          <Text size="xs" c="gray.7">
            {a.email}
          </Text>
        </>
      ),
    },
    canWrite && {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (a) => <AddressActions address={a} />,
    },
  ];
}
