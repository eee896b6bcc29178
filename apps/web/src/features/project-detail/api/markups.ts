import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMarkupBody, MarkupView, MarkupsAnswer } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call, downloadCall } from '../../../lib/api';

/** The markups of a project's design documents (our addition; docs/review.md). */

export const markupsKey = (projectId: number) => ['project-detail', projectId, 'markups'] as const;

export const getProjectMarkups = (projectId: number) =>
  call(API.getProjectMarkups, { params: { projectId } });

export const useProjectMarkups = (projectId: number, enabled = true) =>
  useQuery({ queryKey: markupsKey(projectId), queryFn: () => getProjectMarkups(projectId), enabled });

/** One change to a markup: the list is replaced by the answer at once, then read again. */
function useMarkupChange<I>(projectId: number, fn: (input: I) => Promise<MarkupView | { message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      if ('id' in answer)
        queryClient.setQueryData<MarkupsAnswer>(markupsKey(projectId), (old) =>
          old
            ? {
                ...old,
                markups: old.markups.some((m) => m.id === answer.id)
                  ? old.markups.map((m) => (m.id === answer.id ? answer : m))
                  : [...old.markups, answer],
              }
            : old,
        );
      return queryClient.invalidateQueries({ queryKey: markupsKey(projectId) });
    },
  });
}

export const useCreateMarkup = (projectId: number) =>
  useMarkupChange(projectId, (body: CreateMarkupBody) =>
    call(API.createMarkup, { params: { projectId }, body }),
  );

export const useEditMarkupNote = (projectId: number) =>
  useMarkupChange(projectId, ({ id, note }: { id: number; note: string }) =>
    call(API.editMarkupNote, { params: { markupId: id }, body: { Note: note } }),
  );

export const useDeleteMarkup = (projectId: number) =>
  useMarkupChange(projectId, (id: number) => call(API.deleteMarkup, { params: { markupId: id } }));

export const useAnswerMarkup = (projectId: number) =>
  useMarkupChange(projectId, ({ id, note }: { id: number; note: string }) =>
    call(API.answerMarkup, { params: { markupId: id }, body: { Note: note } }),
  );

export const useSetMarkupClosed = (projectId: number) =>
  useMarkupChange(projectId, ({ id, closed }: { id: number; closed: boolean }) =>
    call(API.setMarkupClosed, { params: { markupId: id }, body: { Closed: closed } }),
  );

/** GET projects/GetFileById/{fileId}/markups: the PDF with the markups drawn in, saved under the server's name. */
export const downloadWithMarkups = (fileId: number, fileName: string) =>
  downloadCall(
    API.downloadWithMarkups,
    { params: { fileId } },
    `${fileName.replace(/\.pdf$/i, '')} (markups).pdf`,
  );
