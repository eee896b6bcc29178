import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation, LinkParty } from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, shownError } from '../../lib/api';
import { Loading, LoadError } from '../QueryState';
import { InvitationList } from './InvitationList';
import { inviteLabel, slotOpen, type InviteSlot } from './parties';
import { useResendInvitation } from './api/resendInvitation';
import { useRevokeInvitation } from './api/revokeInvitation';

interface Props {
  id: string;
  /** The invitations' query: its key (refreshed after a re-send or revocation) and state. */
  listKey: QueryKey;
  list: {
    data?: Invitation[];
    isPending: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** The parties this panel lists. */
  parties: readonly LinkParty[];
  /** The Invite buttons (a supplier's disappears while its brand has one not revoked). */
  slots: readonly InviteSlot[];
  /** The invite dialog of a slot (it calls `onInvited` with the new invitation). */
  inviteDialog: (slot: InviteSlot, onClose: () => void, onInvited: (i: Invitation) => void) => ReactNode;
}

type Banner = { severity: 'success' | 'error'; text: string };

/**
 * Invited external parties (docs/external-parties.md): Invite buttons, then the invitations with their state, Re-send and
 * Revoke (confirmed). A project's tabs and the ARCAD parties' panel each give it their list and dialog.
 */
export function InvitationManager({ id, listKey, list, parties, slots, inviteDialog }: Props) {
  const { t } = useTranslation();
  const resend = useResendInvitation(listKey);
  const revoke = useRevokeInvitation(listKey);
  const [inviting, setInviting] = useState<InviteSlot | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const failed = (e: unknown) => {
    const error = shownError(e);
    if (error)
      setBanner({
        severity: 'error',
        text: (error instanceof ApiError && error.message) || t('ciScreens.invitations.failed'),
      });
  };
  const invitations = (list.data ?? []).filter((i) => parties.includes(i.party));
  const busy = resend.isPending || revoke.isPending;

  return (
    <>
      <Box role="status" aria-live="polite">
        {banner && (
          <Alert severity={banner.severity} onClose={() => setBanner(null)} sx={{ mb: 1 }}>
            {banner.text}
          </Alert>
        )}
      </Box>
      {list.isPending ? (
        <Loading size={24} py={1} />
      ) : list.isError ? (
        <LoadError
          text={t('ciScreens.invitations.loadError')}
          onRetry={() => void list.refetch()}
          error={list.error}
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            {slots
              .filter((slot) => slotOpen(slot, invitations))
              .map((slot) => (
                <Button
                  key={`${slot.party}-${slot.brandId ?? 0}`}
                  size="small"
                  variant="outlined"
                  startIcon={<PersonAddIcon />}
                  onClick={() => {
                    setBanner(null);
                    setInviting(slot);
                  }}
                >
                  {inviteLabel(t, slot)}
                </Button>
              ))}
          </Box>
          <InvitationList
            invitations={invitations}
            busy={busy}
            onResend={(i) => {
              setBanner(null);
              resend.mutate(i.invitationId, {
                onSuccess: () =>
                  setBanner({
                    severity: 'success',
                    text: t('ciScreens.invitations.resent', { email: i.email }),
                  }),
                onError: failed,
              });
            }}
            onRevoke={(i) => {
              setBanner(null);
              setRevoking(i);
            }}
          />
        </>
      )}
      {inviting &&
        inviteDialog(
          inviting,
          () => setInviting(null),
          (i) => {
            setInviting(null);
            setBanner({ severity: 'success', text: t('ciScreens.invite.done', { email: i.email }) });
          },
        )}
      {revoking && (
        <Dialog open onClose={() => setRevoking(null)} aria-labelledby={`${id}-revoke-title`}>
          <DialogTitle id={`${id}-revoke-title`}>{t('ciScreens.revoke.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('ciScreens.revoke.text', { name: revoking.name, email: revoking.email })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRevoking(null)}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                const target = revoking;
                setRevoking(null);
                revoke.mutate(target.invitationId, {
                  onSuccess: () =>
                    setBanner({
                      severity: 'success',
                      text: t('ciScreens.invitations.revoked', { email: target.email }),
                    }),
                  onError: failed,
                });
              }}
            >
              {t('ciScreens.invitations.revoke')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
