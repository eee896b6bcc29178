import Alert from '@mui/material/Alert';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkParty } from '@portal/contract';
import { useExternalLink, type LinkContext } from '../useExternalLink';
import { ExternalIdleGuard } from './ExternalIdleGuard';
import { useReportInvalidLink } from '../LinkPageFrame';
import { forgetEarlyCalls } from '../early';
import { useForgetExternalData } from '../api/getExternalLink';
import { Loading } from './Loading';

/**
 * An external party's page: checks the link, then renders its content; a wrong or expired link, or the end
 * of the inactivity guard, shows "Incorrect URL copied or Session has expired." (spec 002 §8).
 */
export function ExternalPage({
  party,
  children,
}: {
  party: LinkParty;
  children: (ctx: LinkContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const [expired, setExpired] = useState(false);
  const state = useExternalLink(party, !expired);
  const forgetData = useForgetExternalData();

  const expire = () => {
    setExpired(true);
    forgetData();
    forgetEarlyCalls();
  };

  const invalid = expired || state.status === 'invalid';
  const reportInvalid = useReportInvalidLink();
  useEffect(() => reportInvalid(invalid), [reportInvalid, invalid]);

  let content: ReactNode;
  if (invalid)
    content = (
      <Alert severity="error" variant="outlined">
        {t('link.invalid')}
      </Alert>
    );
  else if (state.status === 'loading') content = <Loading />;
  else content = children(state);

  return (
    <>
      {!expired && state.status === 'ok' && <ExternalIdleGuard onExpire={expire} />}
      {content}
    </>
  );
}
