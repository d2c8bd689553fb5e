import { Card } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { notifyInfo, notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { RecordUnavailable } from '../../../shared/ui/record-unavailable.tsx';
import { useSubaccount } from '../api/get-subaccount.ts';
import { useUpdateSubaccount } from '../api/update-subaccount.ts';
import { canManageSubaccounts } from '../components/can-manage.ts';
import { NoAccess } from '../components/no-access.tsx';
import { SubaccountForm } from '../components/subaccount-form.tsx';
import { problemMessage } from '../components/subaccount-problem.ts';

const idFrom = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** /subaccounts/edit?id=…: the member's names and rights; the e-mail stays as invited. */
export function SubaccountEditPage() {
  const { t } = useTranslation('subaccounts');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const allowed = canManageSubaccounts(user);
  const member = useSubaccount(allowed ? id : 0);
  const update = useUpdateSubaccount();

  const body = () => {
    if (!allowed) return <NoAccess />;
    if (!id || member.isError)
      return (
        <RecordUnavailable
          reason={id ? problemMessage(member.error, t) : t('problems.not_found')}
          list={paths.subaccounts}
          back={t('edit.to_list')}
        />
      );
    if (!member.data) return null;
    return (
      <Card withBorder radius="lg" padding="lg" maw={860}>
        <SubaccountForm
          key={member.data.id}
          manager={user}
          member={member.data}
          submitLabel={t('edit.submit')}
          pending={update.isPending}
          onUnchanged={() => notifyInfo(t('edit.no_changes'))}
          onSubmit={async (request) => {
            if (request.mode !== 'update') return;
            await update.mutateAsync({ id, body: request.body });
            notifySuccess(t('edit.done'));
            void navigate(paths.subaccounts);
          }}
        />
      </Card>
    );
  };

  const name = member.data ? `${member.data.first_name} ${member.data.last_name}`.trim() : '';
  return (
    <Page
      title={t('edit.title')}
      caption={name ? t('edit.subtitle', { name }) : undefined}
      back={paths.subaccounts}
      loading={allowed && id > 0 && member.isPending}
    >
      {body()}
    </Page>
  );
}
