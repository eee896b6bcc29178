import { useQuery } from '@tanstack/react-query';
import { type Library } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const libraryGroupsKey = (library: Library) => ['library-groups', library] as const;

/**
 * A library's files per brand (spec 001 §3 "Library document", §7): GET tutorials/getdynamicbranddocuments for
 * the information pack, GET tutorials/getdynamictutorialdocuments for the tutorials.
 */
export const getLibraryGroups = (library: Library) =>
  library === 'infopack' ? call(API.getBrandDocuments) : call(API.getTutorialDocuments);

export const useLibraryGroups = (library: Library) =>
  useQuery({ queryKey: libraryGroupsKey(library), queryFn: () => getLibraryGroups(library) });
