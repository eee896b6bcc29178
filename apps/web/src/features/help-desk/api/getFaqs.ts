import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const faqsKey = ['faqs'] as const;

/** GET /tutorials/getfaqs (spec 002 §7): the FAQ list {faQsId, question, answer}. */
export const getFaqs = () => call(API.getFaqs, {});

export const useFaqs = () => useQuery({ queryKey: faqsKey, queryFn: getFaqs });
