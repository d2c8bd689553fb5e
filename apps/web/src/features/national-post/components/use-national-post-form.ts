import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nationalPostCreateBodySchema } from '@cabinet/contracts/national-post';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateNationalPost } from '../api/national-post.ts';
import { emptyLine, FIELDS, toBody, type Values } from './form-values.ts';

/** The new parcel's form, checked with the contract, and its submit: created at Ukrposhta, then back to the list. */
export function useNationalPostForm() {
  const { t } = useTranslation('national-post');
  const navigate = useNavigate();
  const create = useCreateNationalPost();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: {
      sender_id: null,
      recipient_id: null,
      package_type: 'SMALL_BAG',
      category: 'SALE_OF_GOODS',
      currency: 'USD',
      weight_g: '',
      length_cm: '',
      width_cm: '',
      height_cm: '',
      lines: [emptyLine()],
    },
    validate: (values) => validateWithSchema(nationalPostCreateBodySchema, toBody(values), t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await create.mutateAsync(toBody(values));
      notifySuccess(t('new.created'));
      void navigate(paths.nationalPost);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return { form, submit, failure, pending: create.isPending };
}
