// Create a role or edit one: its names and the permissions it grants, chosen by group. Saving applies at once:
// the API reads a role's permissions on every request, and each holder's console refetches them as they move on.
import { isApiError } from '@crewbase/api-client';
import { accountQueries } from '@crewbase/data-access-account';
import { settingsQueries, useSettingsMutations } from '@crewbase/data-access-settings';
import { createRoleInputSchema, type PermissionGroup, type RoleDetail } from '@crewbase/domain';
import { applyFieldErrors, FormTextField, PageSpinner } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import { QueryErrorState } from '../access/query-error-state';
import { PermissionGroupsField } from './permission-groups-field';

type RoleFormInput = z.input<typeof createRoleInputSchema>;
type RoleFormOutput = z.output<typeof createRoleInputSchema>;
const FIELDS = ['name', 'displayName', 'permissionIds'] as const;

export function RoleEditorScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const role = useQuery({ ...settingsQueries.roles.detail(id), enabled: mode === 'edit' });
  const groups = useQuery(settingsQueries.permissions.grouped());
  if ((mode === 'edit' && role.isPending) || groups.isPending) return <PageSpinner />;
  if (mode === 'edit' && role.isError) return <QueryErrorState error={role.error} onRetry={() => void role.refetch()} what="this role" />;
  if (groups.isError) return <QueryErrorState error={groups.error} onRetry={() => void groups.refetch()} what="the permissions" />;
  return <RoleForm key={id} mode={mode} role={role.data as RoleDetail | undefined} groups={groups.data} />;
}

function RoleForm({ mode, role, groups }: { mode: 'create' | 'edit'; role?: RoleDetail; groups: PermissionGroup[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { create, update } = useSettingsMutations('roles');
  const can = useCan();
  // A role may be given only what the admin building it holds (the API refuses the rest with 403).
  const isGrantable = (p: { tableName: string; name: string }) => can(p.tableName, p.name);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RoleFormInput, unknown, RoleFormOutput>({
    resolver: zodResolver(createRoleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      displayName: role?.displayName ?? '',
      permissionIds: role?.permissions.map((p) => p.id) ?? [],
    },
  });
  const locked = role?.isSuperAdmin ?? false;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = { ...values, displayName: values.displayName || undefined };
    try {
      if (mode === 'create') await create.mutateAsync(input);
      else await update.mutateAsync({ id: role!.id, input });
      // The person editing may hold this role: their own menu follows at once.
      await queryClient.invalidateQueries({ queryKey: accountQueries.adminProfile().queryKey });
      navigate(paths.settingsRoles, { state: { notice: `The role "${values.name}" is saved; its holders see the change on their next page.` } });
    } catch (error) {
      if (!isApiError(error)) return setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
      if (applyFieldErrors(setError, error.fieldErrors(), FIELDS) === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={mode === 'create' ? 'Add role' : 'Edit role'}>
          {locked && <Alert severity="info">The Super Admin role holds every permission and cannot be changed.</Alert>}
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField control={control} name="name" label="Role name" required fullWidth disabled={locked} />
            <FormTextField control={control} name="displayName" label="Display name" helperText="Shown in lists; defaults to the name" fullWidth disabled={locked} />
          </Stack>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              Permissions
            </Typography>
            <Controller
              control={control}
              name="permissionIds"
              render={({ field, fieldState }) => (
                <>
                  {fieldState.error && (
                    <Alert severity="error" role="alert">
                      {fieldState.error.message}
                    </Alert>
                  )}
                  <PermissionGroupsField
                    groups={groups}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    disabled={locked}
                    isGrantable={isGrantable}
                  />
                </>
              )}
            />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={() => navigate(paths.settingsRoles)}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting} disabled={locked}>
              {mode === 'create' ? 'Add role' : 'Save role'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
