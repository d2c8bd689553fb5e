import { Card } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCreateSubaccount } from '../api/create-subaccount.ts';
import { canManageSubaccounts } from '../components/can-manage.ts';
import { NoAccess } from '../components/no-access.tsx';
import { SubaccountForm } from '../components/subaccount-form.tsx';

/** /subaccounts/new: invites an employee; the letter carries a link to /subaccounts/accept. */
export function SubaccountNewPage() {
  const { t } = useTranslation('subaccounts');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateSubaccount();
  return (
    <Page title={t('new.title')} caption={t('new.subtitle')} back={paths.subaccounts}>
      {canManageSubaccounts(user) ? (
        <Card withBorder radius="lg" padding="lg" maw={860}>
          <SubaccountForm
            manager={user}
            submitLabel={t('new.submit')}
            pending={create.isPending}
            onSubmit={async (request) => {
              if (request.mode !== 'create') return;
              const member = await create.mutateAsync(request.body);
              notifySuccess(t('new.done', { email: member.email }));
              void navigate(paths.subaccounts);
            }}
          />
        </Card>
      ) : (
        <NoAccess />
      )}
    </Page>
  );
}
