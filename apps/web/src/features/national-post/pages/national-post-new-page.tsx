import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_NATIONAL_POST_LINES } from '@cabinet/contracts/national-post';
import { paths } from '../../../shared/lib/paths.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useBook } from '../api/national-post.ts';
import { emptyLine } from '../components/form-values.ts';
import { ItemFields } from '../components/item-fields.tsx';
import { PackageFields } from '../components/package-fields.tsx';
import { PartyFields } from '../components/party-fields.tsx';
import { useNationalPostForm } from '../components/use-national-post-form.ts';

/**
 * /ukrposhta-shipments/new (§2): a parcel abroad by Ukrposhta. Sender (in Ukraine) and recipient (abroad) come from
 * the address book, whose entries are Latin there (§5); each line has its names in both languages and an HS code
 * from the picker. Ukrposhta names the price once it has created the shipment: the list then offers to pay it.
 */
export function NationalPostNewPage() {
  const { t } = useTranslation('national-post');
  const senders = useBook('sender');
  const recipients = useBook('recipient');
  const { form, submit, failure, pending } = useNationalPostForm();

  return (
    <Page
      title={t('new.title')}
      caption={t('new.caption')}
      back={paths.nationalPost}
      loading={senders.isPending || recipients.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError title={failure?.title ?? null} messages={failure?.messages} />
          <Card withBorder>
            <Stack gap="sm">
              <PartyFields
                form={form}
                senders={senders.data?.address_book ?? []}
                recipients={recipients.data?.address_book ?? []}
              />
              <PackageFields form={form} />
            </Stack>
          </Card>
          <Title order={2} size="h4">
            {t('new.lines')}
          </Title>
          {form.values.lines.map((_, i) => (
            <ItemFields key={i} form={form} index={i} />
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={form.values.lines.length >= MAX_NATIONAL_POST_LINES}
              onClick={() => form.insertListItem('lines', emptyLine())}
            >
              {t('new.add_line')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('new.submit')}
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            {t('new.price_note')}
          </Text>
        </Stack>
      </form>
    </Page>
  );
}
