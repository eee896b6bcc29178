import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@portal/contract';
import { useCiDate } from '../../lib/ciDates';
import { canResend, canRevoke, PARTY_LABEL, STATE_COLOR } from './parties';

interface Props {
  invitations: readonly Invitation[];
  busy: boolean;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** The invitations with party, brand, name, email, state, sent and expiry dates, and their actions. */
export function InvitationList({ invitations, busy, onResend, onRevoke }: Props) {
  const { t } = useTranslation();
  const ciDate = useCiDate();
  if (invitations.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('ciScreens.invitations.none')}
      </Typography>
    );
  return (
    <Box component="ul" aria-label={t('ciScreens.invitations.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invitations.map((i) => {
        const party = t(PARTY_LABEL[i.party]);
        const who = i.brandName ? `${party} · ${i.brandName}` : party;
        return (
          <Box
            component="li"
            key={i.invitationId}
            aria-label={`${who}: ${i.name}`}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {who}
                </Typography>
                <Chip size="small" color={STATE_COLOR[i.state]} label={t(`ciScreens.state.${i.state}`)} />
              </Box>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {i.name} · {i.email}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('ciScreens.invitations.sent', { date: ciDate(i.lastSentAt) })}
                {i.state !== 'revoked' && i.state !== 'submitted'
                  ? ` · ${t('ciScreens.invitations.expires', { date: ciDate(i.expiresAt) })}`
                  : ''}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              {canResend(i) && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  aria-label={t('ciScreens.invitations.resendTo', { name: i.name })}
                  onClick={() => onResend(i)}
                >
                  {t('ciScreens.invitations.resend')}
                </Button>
              )}
              {canRevoke(i) && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  disabled={busy}
                  aria-label={t('ciScreens.invitations.revokeFor', { name: i.name })}
                  onClick={() => onRevoke(i)}
                >
                  {t('ciScreens.invitations.revoke')}
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
