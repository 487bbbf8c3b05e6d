// "Export" above a list: pick CSV or Excel; while the file downloads the button becomes a progress line with
// Cancel. It only shows state: useListExport runs the download the app passes in (the design system knows no API).
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatCount } from '@crewbase/locale';

export type ListExportFormat = 'csv' | 'xlsx';

export interface ListExportProgress {
  /** Bytes received so far. */
  bytes: number;
  /** The file's size when known. */
  totalBytes: number | null;
  /** How many rows the file holds when known. */
  rows: number | null;
}

export interface ExportButtonProps {
  onExport: (format: ListExportFormat) => void;
  onCancel: () => void;
  /** Set while a download runs: the button gives way to its progress and Cancel. */
  running?: { format: ListExportFormat; progress: ListExportProgress } | null;
  formats?: readonly ListExportFormat[];
  /** e.g. when the filters show no rows. */
  disabled?: boolean;
}

export const LIST_EXPORT_FORMATS: readonly ListExportFormat[] = ['csv', 'xlsx'];

export const exportFormatLabels: Record<ListExportFormat, string> = { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' };

const formatNames: Record<ListExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/** 1 KB, 340 KB, 2.4 MB: enough to see it moving. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const progressText = ({ format, progress }: NonNullable<ExportButtonProps['running']>) => {
  const size = progress.totalBytes ? `${formatBytes(progress.bytes)} of ${formatBytes(progress.totalBytes)}` : formatBytes(progress.bytes);
  const rows = progress.rows === null ? '' : `, ${formatCount(progress.rows)} ${progress.rows === 1 ? 'row' : 'rows'}`;
  return `Exporting ${formatNames[format]}: ${size}${rows}`;
};

export function ExportButton({ onExport, onCancel, running, formats = LIST_EXPORT_FORMATS, disabled = false }: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const textId = useId();

  if (running) {
    const { bytes, totalBytes } = running.progress;
    return (
      <Box role="group" aria-label="Export in progress" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 260 }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id={textId} variant="body2" color="text.secondary" role="status" sx={{ mb: 0.5 }}>
            {progressText(running)}
          </Typography>
          <LinearProgress
            aria-labelledby={textId}
            variant={totalBytes ? 'determinate' : 'indeterminate'}
            value={totalBytes ? Math.min(100, Math.round((bytes / totalBytes) * 100)) : undefined}
          />
        </Box>
        <Button variant="secondary" size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    );
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="secondary"
        startIcon={<FileDownloadOutlined aria-hidden />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {formats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onExport(format);
            }}
          >
            <ListItemText>{exportFormatLabels[format]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
