import { Power } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ROLES, type Role } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormatters } from '@/lib/format';
import { useOptionText } from '@/lib/option-text';
import { useAdminUsers, useDeleteUser, useSaveUser, type AdminUser } from '../api/admin-api';
import { DataTable, cell } from './data-table';
import { DeleteConfirm } from './delete-confirm';
import { RowActions } from './row-actions';
import { TabToolbar } from './tab-toolbar';
import { adminToast } from './toasts';
import { useEditor } from './use-editor';
import { UserDialog } from './user-dialog';

/** SPEC 2.13 users tab: search, role filter, table, create/edit, deactivate/reactivate (ends sessions), delete disabled for admins. */
export function UsersTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const optionText = useOptionText();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | 'all'>('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ search: debounced, role, pageSize: 50 });
  const editor = useEditor<AdminUser>();
  const remove = useDeleteUser();
  const save = useSaveUser();

  const toggleActive = (u: AdminUser) =>
    save.mutate(
      {
        id: u.id,
        input: {
          username: u.username,
          email: u.email,
          role: u.role,
          first_name: u.first_name ?? u.username.padEnd(2, '.'),
          last_name: u.last_name ?? u.username.padEnd(2, '.'),
          is_active: !u.is_active,
        },
      },
      {
        onSuccess: () => adminToast.success(u.is_active ? 'admin.users.deactivated' : 'admin.users.reactivated'),
        onError: (error) => adminToast.failure(error, 'admin.users.updateFailed'),
      },
    );

  return (
    <div className="space-y-4">
      <TabToolbar
        searchLabel={t('admin.users.search')}
        search={search}
        onSearch={setSearch}
        addLabel={t('admin.users.add')}
        onAdd={() => editor.edit(null)}
      >
        <Select
          className="sm:w-48"
          label={t('admin.users.role')}
          showLabel={false}
          value={role}
          onValueChange={setRole}
          options={(['all', ...ROLES] as const).map((value) => ({ value, label: optionText('role', value) }))}
        />
      </TabToolbar>
      <DataTable
        caption={t('admin.tabs.users')}
        headers={[
          t('admin.users.fullName'),
          t('admin.users.username'),
          t('admin.users.email'),
          t('admin.users.role'),
          t('admin.users.status'),
          t('admin.users.lastLogin'),
          t('admin.users.registered'),
          t('admin.actions'),
        ]}
        loading={users.isPending}
        error={users.isError}
        empty={(users.data?.data.length ?? 0) === 0}
        emptyText={t('admin.users.empty')}
      >
        {users.data?.data.map((u) => (
          <tr key={u.id}>
            <td className={cell}>{u.full_name}</td>
            <td className={cell} dir="ltr">
              {u.username}
            </td>
            <td className={cell} dir="ltr">
              {u.email}
            </td>
            <td className={cell}>
              <Badge tone={u.role === 'admin' ? 'violet' : 'outline'}>{optionText('role', u.role)}</Badge>
            </td>
            <td className={cell}>
              <Badge tone={u.is_active ? 'success' : 'danger'}>
                {u.is_active ? t('admin.users.activeLabel') : t('admin.users.inactiveLabel')}
              </Badge>
            </td>
            <td className={cell}>{u.last_login ? format.date(u.last_login) : t('admin.users.never')}</td>
            <td className={cell}>{format.date(u.created_at)}</td>
            <td className={cell}>
              <RowActions
                name={u.username}
                onEdit={() => editor.edit(u)}
                onDelete={() => editor.askDelete(u)}
                deleteDisabled={u.role === 'admin'}
              >
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={u.role === 'admin'}
                  aria-label={t(u.is_active ? 'admin.users.deactivate' : 'admin.users.reactivate', { name: u.username })}
                  onClick={() => toggleActive(u)}
                >
                  <Power aria-hidden className={u.is_active ? 'h-4 w-4 text-amber-700' : 'h-4 w-4 text-emerald-700'} />
                </Button>
              </RowActions>
            </td>
          </tr>
        ))}
      </DataTable>
      <UserDialog open={editor.dialogOpen} onOpenChange={editor.setDialogOpen} user={editor.editing} />
      <DeleteConfirm
        item={editor.deleting}
        onClose={editor.closeDelete}
        title={t('admin.users.deleteTitle')}
        text={t('admin.users.deleteConfirm', { name: editor.deleting?.username ?? '' })}
        remove={remove}
        deletedKey="admin.users.deleted"
        failedKey="admin.users.deleteFailed"
      />
    </div>
  );
}
