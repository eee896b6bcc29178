import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CiImplementation } from '@portal/contract';
import { ApiError, shownError } from '../../../lib/api';
import { useCiImplementation } from '../api/getCiImplementation';
import { useSaveCiComplianceChoice } from '../api/saveCiComplianceChoice';
import { InvitationPanel } from '../invitations/InvitationPanel';
import type { InviteSlot } from '../../../components/invitations/parties';
import { BrandBlocksPanel } from './BrandBlocksPanel';
import { ImplementationStatusPanel, InstallationPanel } from './CiFilesPanel';
import { CiSubmitPanel } from './CiSubmitPanel';
import { CompliancePanel, initialChoice, type ComplianceChoice } from './CompliancePanel';
import { Loading, LoadError } from '../../../components/QueryState';

interface Props {
  projectId: number;
  /** The project's user (spec 001 §1: the detail screens keep it in session storage). */
  userId: number;
}

/**
 * The CI Implementation tab of /UniqueProject/{projectId} (spec 001 §2 "CI implementation screen", §3, §4,
 * §6): per-brand blocks, the external parties, full or partial compliance, installation photos, the
 * derogation form, the implementation-status documents and the submission.
 */
export function CiImplementationTab({ projectId, userId }: Props) {
  const { t } = useTranslation();
  const ci = useCiImplementation(userId, projectId);
  return (
    <Stack spacing={2.5}>
      <Typography component="h2" variant="h6">
        {t('projectDetail.tab.ci')}
      </Typography>
      {ci.isPending && <Loading />}
      {ci.isError && (
        <LoadError text={t('ciScreens.loadError')} onRetry={() => void ci.refetch()} error={ci.error} />
      )}
      {ci.data && <CiScreen data={ci.data} userId={userId} />}
    </Stack>
  );
}

function CiScreen({ data, userId }: { data: CiImplementation; userId: number }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ComplianceChoice>(() => initialChoice(data));
  const save = useSaveCiComplianceChoice(data.projectId);
  const saveError = shownError(save.error);
  // Shown at once and kept with the draft, so a reload before the submission shows it again.
  const choose = (next: ComplianceChoice) => {
    const before = choice;
    setChoice(next);
    save.mutate(
      { ProjectId: data.projectId, UserID: userId, ImpleMentationCompletedStatus: next === 'full' },
      { onError: () => setChoice(before) },
    );
  };
  const slots: InviteSlot[] = [
    ...data.brands.map((b) => ({ party: 'supplier' as const, brandId: b.brandId, brandName: b.brandName })),
    { party: 'download' },
  ];
  return (
    <>
      <Typography variant="body1">
        {t('ciScreens.projectId')} <strong>{data.projectUniqueId}</strong>
      </Typography>
      <BrandBlocksPanel brands={data.brands} />
      {data.canInvite && (
        <InvitationPanel
          id="ci-invitations"
          projectId={data.projectId}
          title={t('ciScreens.invitations.ciTitle')}
          parties={['supplier', 'download']}
          slots={slots}
        />
      )}
      <CompliancePanel
        data={data}
        userId={userId}
        choice={choice}
        onChoice={choose}
        error={
          saveError
            ? (saveError instanceof ApiError && saveError.message) || t('ciScreens.compliance.notKept')
            : undefined
        }
      />
      <InstallationPanel data={data} userId={userId} />
      <ImplementationStatusPanel data={data} userId={userId} />
      <CiSubmitPanel data={data} userId={userId} choice={choice} />
    </>
  );
}

export default CiImplementationTab;
