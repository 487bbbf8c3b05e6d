// /admin/profiles/staffs/import ("Import staff"): download the template, upload a CSV or XLSX, read every problem by
// line and column before anything is saved, then import the whole file at once and follow its progress. Invitations
// go out only once every row is saved.
import { saveBlob, staffImportApi } from '@crewbase/api-client';
import { peopleQueries, staffImportEnded, useStaffImport } from '@crewbase/data-access-people';
import { staffImportColumns, type StaffImport, type StaffImportPreview } from '@crewbase/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { JobProgress } from '../../shared/job-progress';
import { StaffImportProblems } from './staff-import-problems';
import { formatCount } from '@crewbase/ui';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');

function TemplateSection() {
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    setFailed(null);
    try {
      saveBlob(await staffImportApi.template(format), `staff-import-template.${format}`);
    } catch (error) {
      setFailed(messageOf(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="import-template-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="import-template-heading">
            1. Start from the template
          </Typography>
          <Typography variant="body2" color="text.secondary">
            One person a row under the header row. Departments, job titles, locations and staff roles are written by their names as in
            Settings; the bank by its name or CBN code; dates as DD/MM/YYYY. Each row is checked with the same rules as Add New Staff.
          </Typography>
          <Stack direction="row" spacing={1.5}>
            <Button variant="secondary" startIcon={<DownloadIcon aria-hidden />} disabled={busy !== null} onClick={() => void download('xlsx')}>
              Download template (XLSX)
            </Button>
            <Button variant="secondary" startIcon={<DownloadIcon aria-hidden />} disabled={busy !== null} onClick={() => void download('csv')}>
              Download template (CSV)
            </Button>
          </Stack>
          {failed && <Alert severity="error">{failed}</Alert>}
          <Table size="small" aria-label="Columns of the import file">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Column
                </TableCell>
                <TableCell component="th" scope="col">
                  Required
                </TableCell>
                <TableCell component="th" scope="col">
                  How to fill it
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staffImportColumns.map((c) => (
                <TableRow key={c.header}>
                  <TableCell>{c.header}</TableCell>
                  <TableCell>{c.required ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{c.hint}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PreviewSummary({ preview }: { preview: StaffImportPreview }) {
  return (
    <Stack direction="row" spacing={3} role="group" aria-label="Rows in the file">
      <Typography>
        <strong>{formatCount(preview.rowCount)}</strong> {preview.rowCount === 1 ? 'row' : 'rows'}
      </Typography>
      <Typography color="success.main">
        <strong>{formatCount(preview.validRows)}</strong> good
      </Typography>
      <Typography color={preview.invalidRows > 0 ? 'error.main' : 'text.secondary'}>
        <strong>{formatCount(preview.invalidRows)}</strong> with problems
      </Typography>
    </Stack>
  );
}

function importedText(found: StaffImport | undefined) {
  return () =>
    found
      ? `Imported ${count(found.importedCount, 'staff member', 'staff')} from ${found.fileName}. ${count(found.invitedCount, 'invitation was', 'invitations were')} sent.`
      : 'The import finished.';
}

function CommitProgress({ importId }: { importId: string }) {
  const found = useQuery(peopleQueries.staffImport(importId));
  const { refreshLists } = useStaffImport();
  const ended = staffImportEnded(found.data);
  const refreshed = useRef(false);
  useEffect(() => {
    if (!ended || refreshed.current) return;
    refreshed.current = true;
    void refreshLists();
  }, [ended, refreshLists]);
  const data = found.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="import-progress-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="import-progress-heading">
            3. Import
          </Typography>
          {data?.status === 'FAILED' ? (
            <>
              <Alert severity="error">
                Nothing was saved: {count(data.problemCount, 'row no longer passes', 'rows no longer pass')} (something changed since the preview).
                Correct the file and upload it again.
              </Alert>
              <StaffImportProblems problems={data.problems} problemCount={data.problemCount} />
            </>
          ) : (
            <JobProgress label="Import progress" job={data?.job ?? undefined} error={found.error} completedText={importedText(data)} />
          )}
          {ended && data?.status === 'IMPORTED' && (
            <Stack direction="row">
              <Button component={RouterLink} to={paths.profilesStaffs} variant="adminPrimary">
                View staff list
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function StaffImportScreen() {
  const { preview, commit } = useStaffImport();
  const [sent, setSent] = useState(0);
  const [committed, setCommitted] = useState<string | null>(null);
  const result = preview.data;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file, corrected, may be chosen again
    if (!file) return;
    setCommitted(null);
    commit.reset();
    setSent(0);
    preview.mutate({ file, onProgress: setSent });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <TemplateSection />
      <Card variant="outlined" component="section" aria-labelledby="import-upload-heading">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2" id="import-upload-heading">
              2. Upload and check your file
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A CSV or XLSX file of at most 5 MB. Nothing is saved until every row is good and you import it.
            </Typography>
            <Stack direction="row">
              <Button variant="adminPrimary" component="label" startIcon={<UploadFileIcon aria-hidden />} disabled={preview.isPending || commit.isPending}>
                Choose a CSV or XLSX file
                <input
                  type="file"
                  hidden
                  aria-label="Staff file (CSV or XLSX)"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={choose}
                />
              </Button>
            </Stack>
            {preview.isPending && (
              <Stack spacing={1}>
                <LinearProgress aria-label="Checking the file" variant={sent < 1 ? 'determinate' : 'indeterminate'} value={Math.round(sent * 100)} />
                <Typography variant="body2" role="status">
                  {sent < 1 ? 'Uploading…' : 'Checking every row…'}
                </Typography>
              </Stack>
            )}
            {preview.isError && <Alert severity="error">{messageOf(preview.error)}</Alert>}
            {result && (
              <Stack spacing={2} aria-label={`Check of ${result.fileName}`} component="section">
                <Typography variant="subtitle1" component="h3">
                  {result.fileName}
                </Typography>
                <PreviewSummary preview={result} />
                {result.importId ? (
                  <>
                    <Alert severity="success">
                      Every row is good. Nothing is saved yet: import {count(result.rowCount, 'staff member', 'staff')} now, and each is sent an
                      invitation once all are saved.
                    </Alert>
                    {!committed && (
                      <Stack direction="row">
                        <Button
                          variant="adminPrimary"
                          disabled={commit.isPending}
                          onClick={() => commit.mutate(result.importId as string, { onSuccess: (found) => setCommitted(found.id) })}
                        >
                          Import {count(result.rowCount, 'staff member', 'staff')}
                        </Button>
                      </Stack>
                    )}
                    {commit.isError && <Alert severity="error">{messageOf(commit.error)}</Alert>}
                  </>
                ) : (
                  <>
                    <Alert severity="error">
                      Nothing was saved. Correct {result.problemCount === 1 ? 'this cell' : 'these cells'} in your file and upload it again.
                    </Alert>
                    <StaffImportProblems problems={result.problems} problemCount={result.problemCount} />
                  </>
                )}
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      {committed && <CommitProgress key={committed} importId={committed} />}
    </Stack>
  );
}
