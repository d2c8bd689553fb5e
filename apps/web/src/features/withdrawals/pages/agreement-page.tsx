import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeCameFrom } from '../../../shared/lib/came-from.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { CAME_FROM_PARAM } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useAcceptAgreement, useWithdrawalAgreement } from '../api/agreement.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { problemMessage } from '../components/problem.ts';

/** /withdrawal-agreements: the withdrawal offer, accepted once before the first withdrawal. */
export function AgreementPage() {
  const { t, i18n } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const agreement = useWithdrawalAgreement(i18n.language);
  const accept = useAcceptAgreement();
  const [read, setRead] = useState(false);
  const doc = agreement.data;

  const onAccept = async () => {
    await accept.mutateAsync();
    notifySuccess(t('agreement.accepted_toast'));
    const back = safeCameFrom(params.get(CAME_FROM_PARAM));
    if (back) void navigate(back);
  };

  return (
    <Page title={t('agreement.title')} caption={t('agreement.caption')} loading={agreement.isPending}>
      {agreement.isError ? (
        <Alert color="red" variant="light" title={problemMessage(agreement.error, t)} role="alert" />
      ) : doc ? (
        <Stack gap="md">
          <Card withBorder padding="lg" radius="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {doc.title}
              </Title>
              {doc.paragraphs.map((p) => (
                <Text key={p} size="sm">
                  {p}
                </Text>
              ))}
            </Stack>
          </Card>
          {doc.accepted ? (
            <Alert color="teal" variant="light" title={t('agreement.accepted')}>
              {t('agreement.accepted_on', { date: formatDate(doc.accepted_at) })}
            </Alert>
          ) : !canMoveMoney(user) ? (
            <NoWriteAlert />
          ) : (
            <Card withBorder padding="lg" radius="lg">
              <Stack gap="sm">
                <Checkbox
                  checked={read}
                  onChange={(event) => setRead(event.currentTarget.checked)}
                  label={t('agreement.read')}
                />
                {accept.isError && (
                  <Alert color="red" variant="light" title={problemMessage(accept.error, t)} role="alert" />
                )}
                <Group>
                  <Button disabled={!read} loading={accept.isPending} onClick={() => void onAccept().catch(() => {})}>
                    {t('agreement.accept')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          )}
        </Stack>
      ) : null}
    </Page>
  );
}
