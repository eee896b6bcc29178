import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ComplianceAudit } from '@portal/contract';
import { formatDate } from '../../../lib/dates';
import { useComplianceAudit } from '../api/getComplianceAudit';
import { CiDocumentList } from '../ci/CiDocumentList';
import { useCiDate } from '../../../lib/ciDates';
import { Panel } from '../ci/Panel';
import { Loading, LoadError } from '../../../components/QueryState';
import { InvitationPanel } from '../invitations/InvitationPanel';

interface Props {
  projectId: number;
  userId: number;
}

/**
 * The Compliance Audit tab (spec 001 §2 "Compliance audit screen", §3; docs/external-parties.md): the project identifier,
 * the read-only date of the executed audit, the auditor's reports, and VC's auditor invitation.
 */
export function ComplianceAuditTab({ projectId, userId }: Props) {
  const { t } = useTranslation();
  const audit = useComplianceAudit(userId, projectId);
  return (
    <Stack spacing={2.5}>
      <Typography component="h2" variant="h6">
        {t('projectDetail.tab.audit')}
      </Typography>
      {audit.isPending && <Loading />}
      {audit.isError && (
        <LoadError
          text={t('ciScreens.audit.loadError')}
          onRetry={() => void audit.refetch()}
          error={audit.error}
        />
      )}
      {audit.data && <AuditScreen audit={audit.data} />}
    </Stack>
  );
}

function AuditScreen({ audit }: { audit: ComplianceAudit }) {
  const { t } = useTranslation();
  const ciDate = useCiDate();
  const date = formatDate(audit.dateOfExecutedComplianceAudit);
  return (
    <>
      <Panel id="audit-summary" title={t('ciScreens.audit.title')}>
        <Stack spacing={2}>
          <Typography variant="body1">
            {t('ciScreens.projectId')} <strong>{audit.projectUniqueId}</strong>
          </Typography>
          <TextField
            id="audit-date"
            label={t('ciScreens.audit.date')}
            value={date}
            placeholder={t('ciScreens.audit.notYet')}
            size="small"
            sx={{ maxWidth: 360 }}
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            helperText={
              audit.submittedAt
                ? t('ciScreens.audit.submittedText', {
                    date: ciDate(audit.submittedAt),
                    by: audit.auditorName,
                  })
                : ' '
            }
          />
        </Stack>
      </Panel>
      <Panel id="audit-reports" title={t('ciScreens.audit.reports')}>
        <CiDocumentList
          id="audit-report-list"
          title={t('ciScreens.audit.reportList')}
          entries={audit.complianceReports}
        />
      </Panel>
      {audit.canInvite && (
        <InvitationPanel
          id="audit-invitations"
          projectId={audit.projectId}
          title={t('ciScreens.invitations.auditTitle')}
          parties={['auditor']}
          slots={[{ party: 'auditor' }]}
        />
      )}
    </>
  );
}

export default ComplianceAuditTab;
