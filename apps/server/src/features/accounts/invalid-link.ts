import { unauthorized } from '../../platform/errors';

/** The one answer for a mailed link that is unknown, used, expired or no longer fits its account. */
export const invalidLink = () => unauthorized('link.invalid');
