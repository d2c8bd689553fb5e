import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { categoryBodySchema, type CategoryFolder } from '@cabinet/contracts/categories';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeFolder } from '../api/folders.ts';
import { folderOptions } from './folder-options.ts';

/** What the dialog edits: a new folder (under a parent, or at the top) or an existing one (rename, move). */
export type FolderEdit =
  { folder: null; parentId: number | null } | { folder: CategoryFolder; parentId: number | null };

export interface FolderDialogProps {
  edit: FolderEdit | null;
  folders: CategoryFolder[];
  onClose(): void;
}

/** Creates, renames or moves a folder; the parent select leaves out the folder itself and its sub-folders. */
export function FolderDialog({ edit, folders, onClose }: FolderDialogProps) {
  const { t } = useTranslation('products');
  return (
    <Modal
      opened={edit !== null}
      onClose={onClose}
      title={t(edit?.folder ? 'folders.edit_title' : 'folders.create_title')}
    >
      {edit && <FolderFields key={edit.folder?.id ?? 'new'} edit={edit} folders={folders} onDone={onClose} />}
    </Modal>
  );
}

function FolderFields({ edit, folders, onDone }: { edit: FolderEdit; folders: CategoryFolder[]; onDone(): void }) {
  const { t } = useTranslation('products');
  const change = useChangeFolder();
  const [name, setName] = useState(edit.folder?.name ?? '');
  const [parent, setParent] = useState<string | null>(edit.parentId === null ? null : String(edit.parentId));
  const [errors, setErrors] = useState<{ name?: string; parent_id?: string; form?: string }>({});

  const save = async () => {
    if (!name.trim()) return setErrors({ name: t('validation.required') });
    const body = { name: name.trim(), parent_id: parent === null ? null : Number(parent) };
    try {
      await change.mutateAsync(
        edit.folder ? { action: 'update', id: edit.folder.id, body } : { action: 'create', body },
      );
      notifySuccess(t(edit.folder ? 'folders.saved' : 'folders.created'));
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setErrors({
        name: fields.name?.join(' '),
        parent_id: fields.parent_id?.join(' '),
        form: fields.name || fields.parent_id ? undefined : errorMessage(err, t),
      });
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="md">
        <LimitedTextInput
          schema={categoryBodySchema}
          field="name"
          label={t('folders.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name ?? errors.form}
          data-autofocus
        />
        <Select
          label={t('folders.parent')}
          placeholder={t('folders.top_level')}
          clearable
          searchable
          data={folderOptions(folders, edit.folder?.id).map(({ value, label }) => ({ value, label }))}
          value={parent}
          onChange={setParent}
          error={errors.parent_id}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t(edit.folder ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
