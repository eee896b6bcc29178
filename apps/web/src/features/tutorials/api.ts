import { useQuery } from '@tanstack/react-query';
import type { TutorialGroup } from '@portal/contract';
import { api, download } from '../../lib/api';

/** GET tutorials/getdynamictutorialdocuments: tutorial files grouped by brand (spec 000 §3, §7). */
export const fetchTutorialGroups = () =>
  api.get<TutorialGroup[]>('tutorials/getdynamictutorialdocuments', { anonymous: true });

export const useTutorialGroups = () =>
  useQuery({ queryKey: ['tutorial-groups'], queryFn: fetchTutorialGroups });

/** Download failures are silent (spec 000 §8). */
export const downloadTutorial = (documentId: number, fileName: string) =>
  download(`tutorials/downloadinfopackdocument/${documentId}`, fileName).catch(() => undefined);
