import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CiImplementation } from '@portal/contract';
import { CiDocumentList } from './CiDocumentList';
import { Panel } from './Panel';

export type ComplianceChoice = 'full' | 'partial';

/**
 * The choice sent with the submission, else the one kept with the draft, else the one to start from: partial
 * once evidence is uploaded.
 */
export function initialChoice(data: CiImplementation): ComplianceChoice {
  const kept = data.fullCompliance ?? data.chosenFullCompliance;
  if (kept !== null) return kept ? 'full' : 'partial';
  return data.partialComplianceEvidence.length > 0 ? 'partial' : 'full';
}

interface Props {
  data: CiImplementation;
  userId: number;
  choice: ComplianceChoice;
  onChoice: (choice: ComplianceChoice) => void;
  /** Why the choice could not be kept (the server's refusal). */
  error?: string;
}

/**
 * Full or partial CI compliance (spec 001 §2, §4): partial needs an evidence upload before the submission.
 * The originator chooses while the CI is open (the choice is kept with the draft); afterwards the choice sent
 * is shown.
 */
export function CompliancePanel({ data, userId, choice, onChoice, error }: Props) {
  const { t } = useTranslation();
  const canChoose = data.isUploadAllowed && !data.isCIImplementationSubmitted;
  const shown = canChoose || data.fullCompliance !== null;
  const showEvidence = (canChoose && choice === 'partial') || data.partialComplianceEvidence.length > 0;
  if (!shown && !showEvidence) return null;
  return (
    <Panel id="ci-compliance" title={t('ciScreens.compliance.title')}>
      <Stack spacing={1.5}>
        {shown && !canChoose && (
          // The choice sent, as text: disabled radios would be greyed below the contrast minimum.
          <Typography variant="body2">
            {t('ciScreens.compliance.question')}{' '}
            <Box component="strong">
              {t(choice === 'full' ? 'ciScreens.compliance.full' : 'ciScreens.compliance.partial')}
            </Box>
          </Typography>
        )}
        {canChoose && (
          <FormControl>
            <FormLabel id="ci-compliance-choice" sx={{ typography: 'body2' }}>
              {t('ciScreens.compliance.question')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="ci-compliance-choice"
              value={choice}
              onChange={(_e, value) => onChoice(value as ComplianceChoice)}
            >
              <FormControlLabel value="full" control={<Radio />} label={t('ciScreens.compliance.full')} />
              <FormControlLabel
                value="partial"
                control={<Radio />}
                label={t('ciScreens.compliance.partial')}
              />
            </RadioGroup>
          </FormControl>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {showEvidence && (
          <CiDocumentList
            id="ci-evidence"
            title={t('ciScreens.compliance.evidence')}
            entries={data.partialComplianceEvidence}
            upload={
              canChoose && choice === 'partial'
                ? { projectId: data.projectId, userId, documentName: 'PartialComplianceEvidence' }
                : undefined
            }
          />
        )}
      </Stack>
    </Panel>
  );
}
