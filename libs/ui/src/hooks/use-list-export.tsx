// Runs a list's export: calls the app's download (which knows the API and the list's filters), follows its
// progress, cancels it on request, and says how it ended. Gives back the Export control and that notice.
import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ExportButton, type ListExportFormat, type ListExportProgress } from '../components/data-display/export-button';
import { formatCount } from '@crewbase/locale';

export interface ListExportResult {
  fileName: string;
  rows?: number | null;
}

export interface ListExportOptions {
  onProgress: (progress: ListExportProgress) => void;
  signal: AbortSignal;
}

export interface ListExport {
  /** Downloads what the list's filters show, in `format`, and saves it; rejects with an AbortError when cancelled. */
  download: (format: ListExportFormat, options: ListExportOptions) => Promise<ListExportResult>;
  formats?: readonly ListExportFormat[];
}

export interface ListExportControls {
  control: ReactNode;
  notice: ReactNode;
}

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const rowsText = (rows: number | null | undefined) =>
  rows === null || rows === undefined ? '' : ` (${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'})`;

/** `rowCount` is what the filters show now: with none, there is nothing to export. */
export function useListExport(listExport: ListExport | undefined, rowCount: number): ListExportControls {
  const [running, setRunning] = useState<{ format: ListExportFormat; progress: ListExportProgress } | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops a download nobody is waiting for.
  useEffect(() => () => controller.current?.abort(), []);

  if (!listExport) return { control: null, notice: null };

  const start = async (format: ListExportFormat) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setOutcome(null);
    setRunning({ format, progress: { bytes: 0, totalBytes: null, rows: null } });
    try {
      const file = await listExport.download(format, {
        signal: own.signal,
        onProgress: (progress) => {
          if (!own.signal.aborted) setRunning({ format, progress });
        },
      });
      if (own.signal.aborted) return;
      setOutcome({ severity: 'success', text: `Downloaded ${file.fileName}${rowsText(file.rows)}.` });
    } catch (error) {
      if (isAbort(error) || own.signal.aborted) setOutcome({ severity: 'info', text: 'Export cancelled. Nothing was saved.' });
      else setOutcome({ severity: 'error', text: error instanceof Error && error.message ? error.message : 'The export failed. Try again.' });
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setRunning(null);
      }
    }
  };

  return {
    control: (
      <ExportButton
        formats={listExport.formats}
        disabled={rowCount === 0}
        running={running}
        onExport={(format) => void start(format)}
        onCancel={() => controller.current?.abort()}
      />
    ),
    notice: outcome && (
      <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} onClose={() => setOutcome(null)}>
        {outcome.text}
      </Alert>
    ),
  };
}
