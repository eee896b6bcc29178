import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { inviteArcadBody } from '@portal/contract';
import { InvitationManager } from '../../components/invitations/InvitationManager';
import { InviteDialog } from '../../components/invitations/InviteDialog';
import { inviteLabel } from '../../components/invitations/parties';
import { arcadInvitationsKey, useArcadInvitations } from './api/getArcadInvitations';
import { useInviteArcadParty } from './api/inviteArcadParty';

const ARCAD_SLOT = [{ party: 'arcad' as const }];

/**
 * The Validation Center invites ARCAD parties to upload the group's reference locations (docs/external-parties.md): the
 * map's "Arcad data" layer and the matching of new candidates read them (issue 12).
 */
export function ArcadPartiesPanel() {
  const { t } = useTranslation();
  const list = useArcadInvitations();
  const invite = useInviteArcadParty();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="arcad-parties-title"
      sx={{ p: { xs: 1.5, md: 2 }, maxWidth: 960 }}
    >
      <Typography id="arcad-parties-title" component="h2" variant="h6" gutterBottom>
        {t('ciScreens.arcad.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('ciScreens.arcad.intro')}
      </Typography>
      <InvitationManager
        id="arcad-parties"
        listKey={arcadInvitationsKey}
        list={list}
        parties={['arcad']}
        slots={ARCAD_SLOT}
        inviteDialog={(slot, onClose, onInvited) => (
          <InviteDialog
            title={inviteLabel(t, slot)}
            schema={inviteArcadBody}
            payload={(v) => ({ Name: v.Name, Email: v.Email })}
            invite={invite}
            onClose={onClose}
            onInvited={onInvited}
          />
        )}
      />
    </Paper>
  );
}
