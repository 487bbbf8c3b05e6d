// Employee Documents: upload (with progress) and name a file, then list, download and delete what is on record.
import { employeeDocumentsApi, isApiError, listQueryFromState, saveBlob } from '@crewbase/api-client';
import { useUploadMedia } from '@crewbase/data-access-account';
import { peopleQueries, useEmployeeDocumentMutations } from '@crewbase/data-access-people';
import { employeeDocumentEndpoints, endpointPath, type EmployeeDocument } from '@crewbase/domain';
import { type DataTableColumn, formatDate, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../access/use-can';
import { QueryErrorState, isForbidden } from '../access/query-error-state';
import { listExport } from '../../shared/list-export';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function download(staffId: string, document: EmployeeDocument) {
  saveBlob(await employeeDocumentsApi.download(staffId, document.id), document.fileName);
}

const columns: DataTableColumn<EmployeeDocument>[] = [
  { field: 'name', headerName: 'Document', flex: 1, minWidth: 180 },
  { field: 'fileName', headerName: 'File', flex: 1, minWidth: 160, sortable: false },
  { field: 'size', headerName: 'Size', width: 100, sortable: false, valueFormatter: (value: number) => sizeOf(value) },
  { field: 'uploadedBy', headerName: 'Uploaded by', width: 160, sortable: false, valueGetter: (_v, row) => row.uploadedBy?.fullName ?? '—' },
  { field: 'createdAt', headerName: 'Uploaded', width: 140, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export function EmployeeDocumentsTab({ staffId }: { staffId: string }) {
  const can = useCan();
  const list = useListState(useSearchParams(), { prefix: 'docs.', defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const documents = useQuery(peopleQueries.documentList(staffId, listQueryFromState(list.state)));
  const { remove } = useEmployeeDocumentMutations(staffId);
  const confirmation = useConfirmedAction();

  if (documents.isError && isForbidden(documents.error)) return <QueryErrorState error={documents.error} what="this person's documents" />;

  return (
    <Stack spacing={2}>
      {can('employee-documents', 'create') && <UploadDocumentForm staffId={staffId} />}
      <ListScreen<EmployeeDocument>
        label="Employee documents"
        list={list}
        query={documents}
        columns={columns}
        rowActions={(row) => [
          { label: 'Download', onClick: () => void download(staffId, row).catch((error: unknown) => confirmation.report({ error })) },
          {
            label: 'Delete',
            tone: 'danger',
            hidden: !can('employee-documents', 'delete'),
            onClick: () =>
              confirmation.ask({
                title: `Delete "${row.name}"?`,
                description: "The file is removed from the person's record. This cannot be undone.",
                confirmLabel: 'Delete',
                tone: 'danger',
                doneMessage: `"${row.name}" was deleted.`,
                run: () => remove.mutateAsync(row.id),
              }),
          },
        ]}
        rowActionsLabel={(row) => `Actions for ${row.name}`}
        export={listExport(endpointPath(employeeDocumentEndpoints.list, { id: staffId }), list.state)}
        empty={{ title: 'No documents yet', description: "Contracts, IDs and certificates uploaded here stay on the person's record." }}
        notice={confirmation.notice}
      >
        {confirmation.dialog}
      </ListScreen>
    </Stack>
  );
}

function UploadDocumentForm({ staffId }: { staffId: string }) {
  const media = useUploadMedia();
  const { attach } = useEmployeeDocumentMutations(staffId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; file?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const busy = media.isUploading || attach.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const next: typeof errors = {};
    if (!file) next.file = 'Choose a file to upload';
    if (name.trim().length < 2) next.name = 'Enter a document name of at least 2 characters';
    setErrors(next);
    if (!file || next.name) return;
    try {
      const uploaded = await media.upload(file);
      await attach.mutateAsync({ mediaKey: uploaded.key, name: name.trim() });
      setDone(`"${name.trim()}" is on the record.`);
      setFile(null);
      setName('');
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.name || fields.mediaKey) setErrors({ name: fields.name, file: fields.mediaKey });
      else setErrors({ file: error instanceof Error ? error.message : 'The file did not upload. Try again.' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Upload a document">
        <Typography variant="h6" component="h3">
          Upload a document
        </Typography>
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label="Document name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? 'e.g. Employment contract'}
            required
            sx={{ flex: 1 }}
          />
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Button component="label" htmlFor={fileInputId} variant="secondary" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
              {file ? 'Choose another file' : 'Choose file'}
              <input
                id={fileInputId}
                ref={inputRef}
                hidden
                type="file"
                accept={ACCEPT}
                aria-label="File"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color={errors.file ? 'error' : 'text.secondary'} role={errors.file ? 'alert' : undefined}>
              {errors.file ?? (file ? `${file.name} (${sizeOf(file.size)})` : 'PDF or image, up to 5 MB')}
            </Typography>
          </Stack>
          <Button type="submit" variant="adminPrimary" loading={busy}>
            Upload
          </Button>
        </Stack>
        {media.progress !== null && (
          <LinearProgress variant="determinate" value={Math.round(media.progress * 100)} aria-label="Upload progress" />
        )}
      </Stack>
    </Paper>
  );
}
