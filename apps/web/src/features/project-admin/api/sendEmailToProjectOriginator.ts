import { useMutation } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST Users/SendEmailToProjectOriginator: 'Valid' when an accepted Project Originator has this email. */
export const verifyOriginator = (email: string) =>
  call(API.sendEmailToProjectOriginator, { body: { Email: email } });

/** Asks whether an accepted Project Originator has this email ('Valid'). */
export const useVerifyOriginator = () => useMutation({ mutationFn: verifyOriginator });
