import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Api, type CallInput } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { faqsKey } from './getFaqs';

/** POST /tutorials/addfaq (spec 002 §7): Question and Answer, in English (VC and HQ). */
export const addFaq = (body: CallInput<Api['addFaq']>['body']) => call(API.addFaq, { body });

export function useAddFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqsKey }),
  });
}
