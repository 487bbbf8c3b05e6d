// Create or edit an admin account: name, email, phone and role. Server refusals (409 email, 400 role) sit beside the field.
// The role picker offers the roles the signed-in admin may give (GET /api/admin/users/assignable-roles, readable by
// whoever may open this form), never the whole role list, which needs the roles permission.
import { isApiError } from '@crewbase/api-client';
import { peopleQueries } from '@crewbase/data-access-people';
import { createAdminInputSchema, type Admin } from '@crewbase/domain';
import { applyFieldErrors, FormFieldRow, FormSelect, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'roleId'] as const;
type AdminFormInput = z.input<typeof createAdminInputSchema>;
type AdminFormOutput = z.output<typeof createAdminInputSchema>;

export interface AdminFormProps {
  admin?: Admin;
  /** Editing oneself: one's own role cannot be changed. */
  lockRole?: boolean;
  submitLabel: string;
  onSubmit: (input: AdminFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function AdminForm({ admin, lockRole = false, submitLabel, onSubmit, onCancel }: AdminFormProps) {
  const roles = useQuery(peopleQueries.assignableRoles());
  // The admin's current role stays shown even when it is beyond what the caller may give (it is sent only if changed).
  const roleOptions = [...(roles.data ?? [])];
  if (admin && !roleOptions.some((role) => role.id === admin.role.id)) roleOptions.unshift(admin.role);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AdminFormInput, unknown, AdminFormOutput>({
    resolver: zodResolver(createAdminInputSchema),
    defaultValues: {
      firstName: admin?.firstName ?? '',
      lastName: admin?.lastName ?? '',
      email: admin?.email ?? '',
      phoneNumber: admin?.phoneNumber ?? '',
      roleId: admin?.role.id ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiError(error)) return setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
      if (applyFieldErrors(setError, error.fieldErrors(), FIELDS) === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={admin ? 'Edit admin' : 'Add New Admin'}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {roles.isError && <Alert severity="warning">The roles could not be loaded. Reload the page to try again.</Alert>}
          <FormFieldRow>
            <FormTextField control={control} name="firstName" label="First name" required fullWidth />
            <FormTextField control={control} name="lastName" label="Last name" required fullWidth />
          </FormFieldRow>
          <FormTextField control={control} name="email" label="Email" type="email" required />
          <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" />
          <FormSelect
            control={control}
            name="roleId"
            label="Role"
            required
            disabled={lockRole}
            helperText={lockRole ? 'You cannot change your own role' : undefined}
            options={roleOptions.map((role) => ({ value: role.id, label: role.displayName }))}
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
