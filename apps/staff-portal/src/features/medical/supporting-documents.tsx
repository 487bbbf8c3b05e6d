// Supporting documents of a medical request: each file is uploaded as soon as it is chosen (with progress), then
// listed with a way to open or remove it. The request carries the uploads' keys.
import { isApiError, saveMedia } from '@crewbase/api-client';
import { useUploadMedia } from '@crewbase/data-access-account';
import { MEDICAL_MAX_DOCUMENTS, MEDIA_UPLOAD_TYPES, type RequestDocument } from '@crewbase/domain';
import { FileDownloadLink } from '@crewbase/ui';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

export interface SupportingDocumentsProps {
  documents: readonly RequestDocument[];
  onChange: (documents: RequestDocument[]) => void;
  /** A message from the server about the documents (e.g. `documents.0`). */
  error?: string | null;
  /** Tells the form an upload is still on its way. */
  onBusyChange?: (busy: boolean) => void;
}

export function SupportingDocuments({ documents, onChange, error, onBusyChange }: SupportingDocumentsProps) {
  const media = useUploadMedia();
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadingName, setUploadingName] = useState<string | null>(null);
  const headingId = useId();
  const messageId = useId();
  const full = documents.length >= MEDICAL_MAX_DOCUMENTS;
  const message = uploadError ?? error ?? null;

  const upload = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MEDICAL_MAX_DOCUMENTS - documents.length);
    if (input.current) input.current.value = '';
    setUploadError(null);
    let next = [...documents];
    onBusyChange?.(true);
    try {
      for (const file of chosen) {
        setUploadingName(file.name);
        const uploaded = await media.upload(file);
        next = [...next, { key: uploaded.key, name: uploaded.name, url: uploaded.url, mimeType: uploaded.mimeType }];
        onChange(next);
      }
    } catch (failure) {
      setUploadError(isApiError(failure) ? (failure.fieldErrors().file ?? failure.message) : 'The file could not be uploaded. Try again.');
    } finally {
      setUploadingName(null);
      onBusyChange?.(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        Supporting documents
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Receipts, prescriptions or a doctor's note: PDF or images, up to 5 MB each, at most {MEDICAL_MAX_DOCUMENTS}.
      </Typography>
      {documents.length > 0 && (
        <Stack component="ul" spacing={1} aria-label="Attached documents" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {documents.map((document) => (
            <Stack component="li" key={document.key} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <FileDownloadLink
                  name={document.name}
                  download={() => saveMedia(document.url, document.name)}
                  icon={<DescriptionOutlined aria-hidden color="action" />}
                />
              </Box>
              <IconButton
                aria-label={`Remove ${document.name}`}
                onClick={() => onChange(documents.filter((d) => d.key !== document.key))}
                disabled={media.isUploading}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {media.isUploading && (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="body2" id={`${headingId}-progress`}>
            Uploading {uploadingName}…
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round((media.progress ?? 0) * 100)}
            aria-labelledby={`${headingId}-progress`}
          />
        </Box>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={MEDIA_UPLOAD_TYPES.join(',')}
        aria-label="Choose documents to attach"
        onChange={(event) => void upload(event.target.files)}
      />
      <Button
        variant="secondary"
        startIcon={<AttachFile aria-hidden />}
        onClick={() => input.current?.click()}
        disabled={media.isUploading || full}
        aria-describedby={message ? messageId : undefined}
      >
        {documents.length ? 'Attach another document' : 'Attach a document'}
      </Button>
      {message && (
        <Typography id={messageId} role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
