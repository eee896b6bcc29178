import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const tutorialGroupsKey = ['tutorial-groups'] as const;

/** GET tutorials/getdynamictutorialdocuments: tutorial files grouped by brand (spec 000 §3, §7). */
export const getTutorialDocuments = () => call(API.getTutorialDocuments);

export const useTutorialGroups = () =>
  useQuery({ queryKey: tutorialGroupsKey, queryFn: getTutorialDocuments });
