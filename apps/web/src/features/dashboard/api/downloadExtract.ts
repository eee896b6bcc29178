import { useMutation } from '@tanstack/react-query';
import { type ExtractItem } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET home/DownloadExtract/{extractId}: the prepared file, saved under the server's name. */
export const downloadExtract = (extract: Pick<ExtractItem, 'extractId' | 'kind'>) =>
  downloadCall(
    API.downloadExtract,
    { params: { extractId: extract.extractId } },
    extract.kind === 'projects' ? 'project-based-extract.xlsx' : 'brand-based-extract.xlsx',
  );

export const useDownloadExtract = () => useMutation({ mutationFn: downloadExtract });
