import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { faqsKey } from './getFaqs';

/** DELETE /tutorials/deletefaq/{faQsId} (spec 002 §7; VC and HQ). */
export const deleteFaq = (faQsId: number) => call(API.deleteFaq, { params: { faQsId } });

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqsKey }),
  });
}
