// A list screen's Export: downloads, through the API's export endpoint for `path`, exactly what the list's filters
// and sort show (never just the page on screen), then saves the file. ListScreen shows its progress and Cancel.
import { downloadExport, listQueryFromState, saveBlob, type ListStateInput } from '@crewbase/api-client';
import type { ListExport } from '@crewbase/ui';

/**
 * `path` is the list's endpoint, e.g. `admin/staff`; `extraFilters` are those the screen adds itself (one person's
 * rows); `params` are query parameters the list reads besides its filters (a report's period: `from`, `to`).
 */
export function listExport(
  path: string,
  state: ListStateInput,
  extraFilters: ListStateInput['filters'] = [],
  params: Readonly<Record<string, string | undefined>> = {},
): ListExport {
  return {
    download: async (format, { onProgress, signal }) => {
      const query = listQueryFromState({ ...state, filters: [...extraFilters, ...state.filters] });
      const file = await downloadExport(path, query, format, { onProgress, signal, params });
      saveBlob(file.blob, file.fileName);
      return { fileName: file.fileName, rows: file.rows };
    },
  };
}
