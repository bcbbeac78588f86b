import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** GET /api/account/data: everything Lunia holds about the caller (issue 25). Not cached: it is a download. */
export const exportMyData = () => authenticatedRequest('exportMyData');

/** The file the browser saves: `lunia-data-<date of the export>.json`. */
export const exportFileName = (exportedAt: string) => `lunia-data-${exportedAt.slice(0, 10)}.json`;

/** Saves a JSON document as a file through a temporary object URL. */
function saveJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started once the click returns; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the caller's data and saves it as a JSON file. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: async () => {
      const data = await exportMyData();
      saveJson(exportFileName(data.exportedAt), data);
    },
  });
