import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CiDocumentEntry, CiImplementation, OriginatorCiDocument } from '@portal/contract';
import { downloadFileById } from '../api/getFileById';
import { CiDocumentList } from './CiDocumentList';
import { MessageDialog } from '../../../components/MessageDialog';
import { Panel } from './Panel';

/** The four implementation statuses (spec 001 §4) and their lists in the CI answer. */
const STATUS_LISTS: {
  documentName: OriginatorCiDocument;
  entries: (d: CiImplementation) => CiDocumentEntry[];
}[] = [
  { documentName: 'ImplementationCompleted', entries: (d) => d.implementationCompletedList },
  { documentName: 'NewProjectFacadePlanAfterSurvey', entries: (d) => d.newProjectFacadePlanList },
  { documentName: 'ImplementationLevel1', entries: (d) => d.level1ExemptionList },
  { documentName: 'ImplementationLevel2', entries: (d) => d.level2ExemptionList },
];

interface Props {
  data: CiImplementation;
  userId: number;
}

const target = (data: CiImplementation, userId: number, documentName: OriginatorCiDocument) =>
  data.isUploadAllowed ? { projectId: data.projectId, userId, documentName } : undefined;

/** Installation photos and the derogation form (spec 001 §2, §6). */
export function InstallationPanel({ data, userId }: Props) {
  const { t } = useTranslation();
  return (
    <Panel id="ci-installation" title={t('ciScreens.installation.title')}>
      <Stack spacing={2}>
        <CiDocumentList
          id="ci-photos"
          title={t('ciScreens.installation.photos')}
          entries={data.installationPhotos}
          upload={target(data, userId, 'InstallationPhoto')}
        />
        <CiDocumentList
          id="ci-derogation"
          title={t('ciScreens.installation.derogation')}
          entries={data.derogationForms}
          upload={target(data, userId, 'CIDerogationForm')}
        />
        {data.derogationForms.length === 0 && data.psaDerogationFileId !== null && (
          <DossierDerogation fileId={data.psaDerogationFileId} />
        )}
      </Stack>
    </Panel>
  );
}

/** The documents of the four implementation statuses (spec 001 §3, §4). */
export function ImplementationStatusPanel({ data, userId }: Props) {
  const { t } = useTranslation();
  return (
    <Panel id="ci-status-docs" title={t('ciScreens.status.title')}>
      <Stack spacing={2}>
        {STATUS_LISTS.map(({ documentName, entries }) => (
          <CiDocumentList
            key={documentName}
            id={`ci-${documentName}`}
            title={t(`ciScreens.status.${documentName}`)}
            entries={entries(data)}
            upload={target(data, userId, documentName)}
          />
        ))}
      </Stack>
    </Panel>
  );
}

/** Until one is uploaded here, the derogation form of the design dossier. */
function DossierDerogation({ fileId }: { fileId: number }) {
  const { t } = useTranslation();
  const [notFound, setNotFound] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => void downloadFileById(fileId, 'Derogation_Form').catch(() => setNotFound(true))}
      >
        {t('ciScreens.installation.dossierDerogation')}
      </Button>
      {notFound && (
        <MessageDialog
          id="ci-dossier-derogation"
          title={t('projectDetail.design.docs.notFoundTitle')}
          text={t('projectDetail.design.docs.notFound')}
          onClose={() => setNotFound(false)}
        />
      )}
    </>
  );
}
